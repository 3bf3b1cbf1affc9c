import { HomeBanners } from '../../features/home-banners/index.ts';
import { loadBannerPreview } from '../../features/reports/index.server.ts';
import styles from '../../features/reports/reports.module.css';
import type { Route } from './+types/banner-preview';

// /reports/content/banners/{id}/preview: the banner drawn by the home page's own block, whatever
// its state (decision 0072).
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBannerPreview(request, context, params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Предпросмотр баннера: ${loaderData?.banner.title ?? ''}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <main aria-labelledby="banner-preview-title">
      <h1 id="banner-preview-title" className={`${styles.page} ${styles.title}`}>
        Предпросмотр баннера
      </h1>
      <HomeBanners banners={[loaderData.banner]} eager />
    </main>
  );
}
