// The home page's banners (decision 0072): the block, also drawn by the back office's preview.
export { HomeBanners } from './home-banners.tsx';
