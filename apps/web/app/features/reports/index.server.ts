// The staff's lead desk: loaders and actions (server only).
export { deskLoader, leadLoader } from './desk.server.ts';
export { exportLoader } from './export.server.ts';
export { staffSignInAction, staffSignInLoader } from './sign-in.server.ts';
export { shortLinkAction, shortLinkLoader } from './short-link.server.ts';
