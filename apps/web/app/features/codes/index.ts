// Code-addressed pages and staff profiles (SPEC 2.3).
export { QrGenerator } from './qr-generator.tsx';
