// Drawings of the app pages: inline SVG in the holding's colours, no image requests.

const FEATURE_PATHS = {
  service:
    'M8 3v3M16 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM9 14l2 2 4-4',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2',
  offers:
    'M20 12v8H4v-8M2 7h20v5H2zM12 20V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z',
  loyalty: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  garage:
    'M5 17h14M6 17v2M18 17v2M4 13l1.6-4.6A2 2 0 0 1 7.5 7h9a2 2 0 0 1 1.9 1.4L20 13v4H4zM7.5 13.5h1M15.5 13.5h1',
} as const;

export type FeatureIconName = keyof typeof FEATURE_PATHS;

/** The icon of an app feature on a round tile of the accent colour. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={FEATURE_PATHS[name]} />
    </svg>
  );
}

/** A download arrow for the store buttons (the stores' own logos are their trademarks). */
export function DownloadGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3v12M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

/** The app's home screen on a phone: garage card, next service visit, points, offers. */
export function AppScreenArt({
  className,
  holdingName,
}: {
  className?: string;
  holdingName: string;
}) {
  const initial = holdingName.trim().charAt(0).toUpperCase();
  return (
    <svg
      className={className}
      viewBox="0 0 220 440"
      width="220"
      height="440"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="4" width="212" height="432" rx="34" fill="#15171c" />
      <rect x="14" y="14" width="192" height="412" rx="26" fill="#fff" />
      <rect x="82" y="22" width="56" height="14" rx="7" fill="#15171c" />
      <rect x="28" y="50" width="28" height="28" rx="8" fill="var(--color-accent)" />
      <text
        x="42"
        y="70"
        textAnchor="middle"
        fontSize="16"
        fontWeight="700"
        fill="var(--color-on-accent)"
        fontFamily="system-ui, sans-serif"
      >
        {initial}
      </text>
      <rect x="64" y="56" width="74" height="7" rx="3.5" fill="#14161a" />
      <rect x="64" y="68" width="48" height="6" rx="3" fill="#c9ced8" />
      <rect x="28" y="92" width="164" height="92" rx="14" fill="var(--color-accent)" />
      <path d="M52 156l8-20c1-3 3-4 6-4h46c3 0 5 1 6 4l8 20v12H52z" fill="#fff" opacity=".9" />
      <circle cx="66" cy="168" r="7" fill="#15171c" />
      <circle cx="112" cy="168" r="7" fill="#15171c" />
      <rect x="140" y="106" width="40" height="6" rx="3" fill="#fff" opacity=".8" />
      <rect x="140" y="118" width="28" height="6" rx="3" fill="#fff" opacity=".55" />
      <rect x="28" y="198" width="164" height="56" rx="12" fill="var(--color-surface)" />
      <rect x="40" y="210" width="32" height="32" rx="8" fill="#fff" />
      <path
        d="M50 226l4 4 8-8"
        stroke="var(--color-accent)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="82" y="214" width="84" height="7" rx="3.5" fill="#14161a" />
      <rect x="82" y="228" width="60" height="6" rx="3" fill="#8a93a3" />
      <rect x="28" y="266" width="78" height="70" rx="12" fill="var(--color-surface)" />
      <text
        x="40"
        y="300"
        fontSize="20"
        fontWeight="700"
        fill="var(--color-accent)"
        fontFamily="system-ui, sans-serif"
      >
        2 450
      </text>
      <rect x="40" y="312" width="48" height="6" rx="3" fill="#8a93a3" />
      <rect x="114" y="266" width="78" height="70" rx="12" fill="var(--color-surface)" />
      <path
        d="M134 288h38v12h-38zM138 300h30v20h-30zM153 288v32"
        stroke="var(--color-accent)"
        strokeWidth="3"
        fill="none"
        strokeLinejoin="round"
      />
      <rect x="28" y="350" width="164" height="40" rx="12" fill="var(--color-accent)" />
      <rect x="76" y="366" width="68" height="8" rx="4" fill="#fff" />
      <rect x="90" y="406" width="40" height="5" rx="2.5" fill="#15171c" />
    </svg>
  );
}
