// The banner's picture as a responsive image (decision 0072): an uploaded WebP offers its narrower
// copies (the API makes them on first request), a generated SVG is one address at any width.

const UPLOAD = /^(\/api\/v1\/images\/uploads\/[0-9a-f]{32})\.webp$/;
const COPY_WIDTHS = [480, 960] as const;

/** The srcset of an uploaded picture of this width; undefined for any other address. */
export function bannerSrcSet(image: string, width: number): string | undefined {
  const base = UPLOAD.exec(image)?.[1];
  if (!base) return undefined;
  const copies = COPY_WIDTHS.filter((w) => w < width).map((w) => `${base}-${w}.webp ${w}w`);
  return [...copies, `${image} ${width}w`].join(', ');
}

/** The banners as the block draws them: each with its srcset (loaders only). */
export const bannerViews = <T extends { image: string; imageWidth: number }>(
  banners: readonly T[],
) =>
  banners.map((banner) => ({ ...banner, srcSet: bannerSrcSet(banner.image, banner.imageWidth) }));
