import type { InstallBrowser } from './install-target.ts';
import type { StepFocus } from './install-steps.ts';

const ACCENT = 'var(--color-accent)';
const LINE = '#c9ced8';

/** A drawn phone screen for one install step: where the visitor taps is ringed in the accent colour. */
export function InstallIllustration({
  browser,
  focus,
  initial,
}: {
  browser: InstallBrowser;
  focus: StepFocus;
  initial: string;
}) {
  const barY = browser === 'safari' ? 168 : 18;
  const shareX = browser === 'safari' ? 60 : 96;
  const shareY = browser === 'safari' ? 188 : 26;
  return (
    <svg viewBox="0 0 120 210" width="120" height="210" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="118" height="208" rx="16" fill="#1b1d22" />
      <rect x="6" y="8" width="108" height="194" rx="11" fill="#fff" />
      {focus === 'icon' ? (
        <HomeScreen initial={initial} />
      ) : (
        <>
          <rect
            x="14"
            y={browser === 'safari' ? 24 : 44}
            width="92"
            height="40"
            rx="4"
            fill={ACCENT}
            opacity=".25"
          />
          {[0, 1, 2, 3].map((i) => (
            <rect
              key={i}
              x="14"
              y={(browser === 'safari' ? 72 : 92) + i * 12}
              width={i % 2 ? 70 : 92}
              height="5"
              rx="2.5"
              fill={LINE}
            />
          ))}
          <rect
            x="12"
            y={barY}
            width="96"
            height="16"
            rx="8"
            fill="#eef0f4"
            stroke={focus === 'open' ? ACCENT : 'none'}
            strokeWidth="2.5"
          />
          <rect x="34" y={barY + 6} width="52" height="4" rx="2" fill="#8a909c" />
          <g
            transform={`translate(${shareX - 6} ${shareY - 7})`}
            fill="none"
            stroke="#3a3f4a"
            strokeWidth="1.6"
            strokeLinecap="round"
          >
            <path d="M6 9V1M3 4l3-3 3 3M2.5 6H1v8h10V6H9.5" />
          </g>
          {focus === 'share' && (
            <circle cx={shareX} cy={shareY} r="10" fill="none" stroke={ACCENT} strokeWidth="2.5" />
          )}
          {focus === 'home-screen' && <ShareSheet />}
          {focus === 'add' && <AddDialog initial={initial} />}
        </>
      )}
    </svg>
  );
}

function ShareSheet() {
  return (
    <g>
      <rect x="6" y="92" width="108" height="110" rx="11" fill="#f3f4f7" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect
            x="14"
            y={104 + i * 18}
            width="92"
            height="14"
            rx="4"
            fill="#fff"
            stroke={i === 3 ? ACCENT : 'none'}
            strokeWidth="2.5"
          />
          <rect
            x="20"
            y={109 + i * 18}
            width={i === 3 ? 50 : 36}
            height="4"
            rx="2"
            fill={i === 3 ? '#3a3f4a' : LINE}
          />
        </g>
      ))}
    </g>
  );
}

function AddDialog({ initial }: { initial: string }) {
  return (
    <g>
      <rect x="6" y="8" width="108" height="80" rx="11" fill="#f3f4f7" />
      <rect x="12" y="16" width="24" height="6" rx="3" fill={LINE} />
      <rect
        x="80"
        y="13"
        width="28"
        height="12"
        rx="6"
        fill="none"
        stroke={ACCENT}
        strokeWidth="2.5"
      />
      <rect x="86" y="17" width="16" height="4" rx="2" fill={ACCENT} />
      <AppTile x={14} y={36} initial={initial} />
      <rect x="44" y="42" width="56" height="5" rx="2.5" fill="#3a3f4a" />
      <rect x="44" y="52" width="40" height="4" rx="2" fill={LINE} />
    </g>
  );
}

function HomeScreen({ initial }: { initial: string }) {
  const tiles = Array.from({ length: 16 }, (_, i) => i);
  return (
    <g>
      <rect x="6" y="8" width="108" height="194" rx="11" fill="#dfe4ee" />
      {tiles.map((i) =>
        i === 9 ? null : (
          <rect
            key={i}
            x={16 + (i % 4) * 24}
            y={24 + Math.floor(i / 4) * 30}
            width="18"
            height="18"
            rx="5"
            fill="#fff"
            opacity=".8"
          />
        ),
      )}
      <AppTile x={40} y={84} initial={initial} ring />
    </g>
  );
}

function AppTile({
  x,
  y,
  initial,
  ring = false,
}: {
  x: number;
  y: number;
  initial: string;
  ring?: boolean;
}) {
  return (
    <g>
      <rect x={x} y={y} width="18" height="18" rx="5" fill={ACCENT} />
      <text
        x={x + 9}
        y={y + 13}
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {initial}
      </text>
      {ring && (
        <rect
          x={x - 4}
          y={y - 4}
          width="26"
          height="26"
          rx="8"
          fill="none"
          stroke={ACCENT}
          strokeWidth="2.5"
        />
      )}
    </g>
  );
}
