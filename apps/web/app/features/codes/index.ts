// Code-addressed pages and staff profiles (SPEC 2.3).
export { QrGenerator } from './qr-generator.tsx';
export { PersonPage } from './person-page.tsx';
