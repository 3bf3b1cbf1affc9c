import type { HomeBanner } from '@dealer/contract';
import { Link } from '../navigation/link.tsx';
import styles from './home-banners.module.css';

// One card per phone screen in a scroll-snap row; a grid sharing the row from a tablet up.
const SIZES = '(min-width: 64rem) 30rem, (min-width: 37.5rem) 45vw, 85vw';

/** A banner with its picture's srcset, made by the loader (bannerSrcSet) so no page ships it. */
export type BannerView = HomeBanner & { srcSet: string | undefined };

function BannerCard({ banner, eager }: { banner: BannerView; eager: boolean }) {
  const { srcSet } = banner;
  const body = (
    <>
      <img
        src={banner.image}
        srcSet={srcSet}
        sizes={srcSet && SIZES}
        width={banner.imageWidth}
        height={banner.imageHeight}
        alt=""
        loading={eager ? undefined : 'lazy'}
        decoding="async"
        className={styles.picture}
      />
      <span className={styles.text}>
        <span className={styles.title}>{banner.title}</span>
        {banner.text && <span className={styles.note}>{banner.text}</span>}
      </span>
    </>
  );
  return banner.link.startsWith('https://') ? (
    <a href={banner.link} className={styles.card} rel="noopener">
      {body}
    </a>
  ) : (
    <Link to={banner.link} className={styles.card}>
      {body}
    </Link>
  );
}

/**
 * The home page's banners (decision 0072), drawn on the server with no script of their own. Below
 * the first screen their pictures load lazily; the preview of the back office draws them at once.
 */
export function HomeBanners({
  banners,
  eager = false,
}: {
  banners: readonly BannerView[];
  eager?: boolean;
}) {
  if (banners.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-banners">
      <h2 id="home-banners" className={styles.heading}>
        Специальные предложения
      </h2>
      <ul className={styles.row}>
        {banners.map((banner) => (
          <li key={banner.id} className={styles.item}>
            <BannerCard banner={banner} eager={eager} />
          </li>
        ))}
      </ul>
    </section>
  );
}
