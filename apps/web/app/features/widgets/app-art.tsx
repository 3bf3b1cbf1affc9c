// Small drawn illustrations of the app banners: inline SVG, no image requests.

export function PhoneArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 64" width="35" height="56" aria-hidden="true" focusable="false">
      <rect x="2" y="1" width="36" height="62" rx="7" fill="#1b1d22" />
      <rect x="5" y="6" width="30" height="52" rx="3" fill="#fff" />
      <rect x="8" y="10" width="24" height="12" rx="2" fill="var(--color-accent)" />
      <rect x="8" y="26" width="16" height="3" rx="1.5" fill="#c9ced8" />
      <rect x="8" y="32" width="24" height="3" rx="1.5" fill="#c9ced8" />
      <rect x="8" y="38" width="20" height="3" rx="1.5" fill="#c9ced8" />
      <rect x="8" y="47" width="24" height="7" rx="2" fill="var(--color-accent)" opacity=".35" />
      <rect x="15" y="3" width="10" height="1.6" rx=".8" fill="#444" />
    </svg>
  );
}

/** The app icon: the holding's initial on its accent colour. */
export function AppIconArt({ className, label }: { className?: string; label: string }) {
  return (
    <svg className={className} viewBox="0 0 44 44" width="44" height="44" aria-hidden="true" focusable="false">
      <rect width="44" height="44" rx="10" fill="var(--color-accent)" />
      <text x="22" y="29.5" textAnchor="middle" fontSize="20" fontWeight="700" fill="var(--color-on-accent)" fontFamily="system-ui, sans-serif">
        {label.trim().charAt(0).toUpperCase()}
      </text>
    </svg>
  );
}
