import type { Config } from '@react-router/dev/config';

// The smallest server-rendered React Router app: the baseline for JS per route.
export default { appDirectory: 'app', buildDirectory: 'build', ssr: true } satisfies Config;
