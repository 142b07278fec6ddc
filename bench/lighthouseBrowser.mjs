// Shared by the Lighthouse scripts: their arguments and the Debian Chromium Lighthouse drives.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { root } from './lib.mjs';

/** The Chromium flags known to work here (STACK.md), shared with playwright.config.ts. */
const chromiumFlags = JSON.parse(readFileSync(`${root}/chromium-flags.json`, 'utf8'));

/** `[--site kerching] [path ...]`: the site (kerching by default) and the paths (the homepage by default). */
export const siteAndPaths = (args) => {
  const siteIndex = args.indexOf('--site');
  const site = siteIndex === -1 ? 'kerching' : args[siteIndex + 1];
  const paths = args.filter((a, i) => !a.startsWith('--') && (siteIndex === -1 || i !== siteIndex + 1));
  return { site, paths: paths.length > 0 ? paths : ['/'] };
};

/** Chromium with the remote debugging port Lighthouse connects to, and nothing running in the background. */
export const launchForLighthouse = (debugPort) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debugPort}`, ...chromiumFlags],
  });
