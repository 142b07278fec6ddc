import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // KERCHING_WEB_BUILD lets parallel work build side by side (e.g. build-a); npm start uses build/.
  buildDirectory: process.env['KERCHING_WEB_BUILD'] ?? 'build',
  ssr: true,
} satisfies Config;
