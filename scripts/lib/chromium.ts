import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function find(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * The end-to-end tests and the bench need a real Chromium. Debian's package is installed when
 * we can (root with apt); otherwise we stop and say what to install.
 */
export function ensureChromium(): string {
  const found = find();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian\'s package "chromium"...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = find();
    if (installed) return installed;
  }
  throw new Error(
    'Chromium was not found. Install it (Debian/Ubuntu: "sudo apt-get install chromium") ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

/** The flags this machine needs: no sandbox as root, no GPU, no calls to the outside. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
