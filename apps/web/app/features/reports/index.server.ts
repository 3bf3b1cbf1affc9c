// The staff's lead desk: loaders and actions (server only).
export { loadDesk, loadLead } from './desk.server.ts';
export { loadExport } from './export.server.ts';
export { staffSignInAction, loadStaffSignIn } from './sign-in.server.ts';
export { shortLinkAction, loadShortLink } from './short-link.server.ts';
export { importAction, loadImports } from './import.server.ts';
