import { brandLogoSrc } from '@dealer/domain';

/** A make's logo; mini and bmw show the default logo (SPEC 2.12, 9). Decorative beside the name. */
export function BrandLogo({
  code,
  logo,
  size = 56,
}: {
  code: string;
  logo: string | null;
  size?: number;
}) {
  return (
    <img
      src={brandLogoSrc(code, logo)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ objectFit: 'contain' }}
    />
  );
}
