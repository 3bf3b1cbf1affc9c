export * from './feedback.ts';
export * from './lead-form.ts';
export * from './mask.ts';
export * from './messages.ts';
export * from './misc.ts';
export * from './phone-email.ts';
export * from './text-fields.ts';
export * from './vehicle.ts';
