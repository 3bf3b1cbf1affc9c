// Small drawn illustrations of the app banners: inline SVG, or the icon sprite's for the one every page has.
import { spriteHref } from '../../shared/ui/icons.tsx';

/** A phone with the app open, drawn in the holding's accent colour (the sprite's phone-art). */
export function PhoneArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 40 64"
      width="35"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <use href={spriteHref('phone-art')} />
    </svg>
  );
}

/** The app icon: the holding's initial on its accent colour. */
export function AppIconArt({ className, label }: { className?: string; label: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 44 44"
      width="44"
      height="44"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="44" height="44" rx="10" fill="var(--color-accent)" />
      <text
        x="22"
        y="29.5"
        textAnchor="middle"
        fontSize="20"
        fontWeight="700"
        fill="var(--color-on-accent)"
        fontFamily="system-ui, sans-serif"
      >
        {label.trim().charAt(0).toUpperCase()}
      </text>
    </svg>
  );
}
