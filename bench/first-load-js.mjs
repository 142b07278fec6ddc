// First-load JavaScript per route: the module scripts and modulepreloads a page's HTML asks for,
// fetched from the running production server and gzipped (level 9), summed.
// Usage: npm run build && node bench/first-load-js.mjs [path ...]
import { gzipSync } from 'node:zlib';
import { fmt, machine, startServer } from './lib.mjs';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const server = await startServer({ port: 3401 });
try {
  console.log(`first-load JS (gzip) on ${machine()}`);
  for (const path of paths) {
    const html = await (await fetch(`${server.base}${path}`)).text();
    const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    // Inline module imports of the entry (React Router puts them in an inline script).
    for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]);
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(`${server.base}${url}`)).arrayBuffer());
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    console.log(
      `${path}\t${urls.size} files\t${fmt(raw / 1024)} KB raw\t${fmt(gzip / 1024)} KB gzip\t${gzip} bytes gzip`,
    );
  }
} finally {
  await server.stop();
}
