// The staff's lead desk: loaders and actions (server only).
export { leadAction, loadDesk, loadLead } from './desk.server.ts';
export { loadExport } from './export.server.ts';
export { staffSignInAction, loadStaffSignIn } from './sign-in.server.ts';
export { shortLinkAction, loadShortLink } from './short-link.server.ts';
export { loadLeadFile } from './lead-file.server.ts';
export { loadReviews, reviewAction } from './reviews.server.ts';
export { loadStaff, staffAction } from './staff.server.ts';
export { loadAudit } from './audit.server.ts';
export { bookingAction, loadBookings } from './bookings.server.ts';
export { importAction, loadImports } from './import.server.ts';
export {
  contentItemAction,
  infoPageAction,
  loadContentItem,
  loadContentList,
  loadContentPreview,
  loadInfoPage,
} from './content.server.ts';
export { bannerAction, loadBanner, loadBannerPreview } from './banners.server.ts';
