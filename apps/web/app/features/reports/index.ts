// The staff's lead desk (/reports): what its route modules render.
export { DeskPage } from './desk-page.tsx';
export { LeadPage } from './lead-page.tsx';
export { StaffSignInPage } from './staff-sign-in-page.tsx';
export { ShortLinkPage } from './short-link-page.tsx';
export { ReviewsPage } from './reviews-page.tsx';
export { StaffPage } from './staff-page.tsx';
export { AuditPage } from './audit-page.tsx';
export { BookingsPage } from './bookings-page.tsx';
export { ImportPage } from './import-page.tsx';
export { ContentListPage } from './content-list-page.tsx';
export { InfoPageFormPage, PublicationFormPage } from './content-form-page.tsx';
export { BannerFormPage, BannerPreviewPage } from './banner-form-page.tsx';
