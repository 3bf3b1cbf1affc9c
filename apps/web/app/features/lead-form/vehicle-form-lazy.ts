import { preloadable } from '../../shared/ui/lazy.tsx';

// The forms' code (Conform, zod, the mask) loads when a visitor opens one, never with the card or
// the listing that offers it.
export const VehicleFormDialog = preloadable(() => import('./vehicle-form-dialog.tsx'));
