export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3210);

/** A site's address: Chromium resolves every *.localhost name to this machine. */
export const siteUrl = (site: string, path = '/'): string => `http://${site}.localhost:${E2E_PORT}${path}`;
