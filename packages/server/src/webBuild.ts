import { fileURLToPath } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebHandler } from './http/app';

/** The web app's production build, beside this package in the workspace. */
export const loadWebBuild = async (): Promise<{ readonly handler: WebHandler; readonly clientDir: string }> => {
  const folder = process.env['KERCHING_WEB_BUILD'] ?? 'build';
  const serverEntry = new URL(`../../web/${folder}/server/index.js`, import.meta.url);
  const build = (await import(serverEntry.href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  return {
    handler: (request, context) => handler(request, { ...context }),
    clientDir: fileURLToPath(new URL(`../../web/${folder}/client`, import.meta.url)),
  };
};
