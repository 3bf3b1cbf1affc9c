// The mobile-app feature: SPEC 2.3 app pages /mobileapp, /mobileapp/download, /mobileapp/download/ios.
export { DownloadPage, IosPage, MobileAppPage } from './app-pages.tsx';
