// Builds the page renderer after `vite build`: src/prerender/server-entry.ts for Node into
// dist/.ssr (a dot folder: the server's static files leave it out). Renders every page of
// PRE_RENDERED_PATHS and the 404 page for a visitor without a session cookie (the header shows
// the sign-in links) and for one with it (the header shows the session loading), failing the build
// on a page that does not render. manifest.json lists the pages, the path the 404 page is rendered
// for and the app's route patterns. The server renders the pages with this module and the club's
// settings as they are, and the browser hydrates what it was sent (src/boot.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PRE_RENDERED_PATHS } from '@club/contracts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssrOut = path.join(dist, '.ssr');
const NOT_FOUND_PROBE = '/__page-not-found__';

rmSync(ssrOut, { recursive: true, force: true });
await build({
  root,
  logLevel: 'warn',
  // The same production code paths as the browser's bundle, so class names match.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/server-entry.ts',
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
const { renderDocument, appRoutePatterns } = await import(
  pathToFileURL(path.join(ssrOut, 'server-entry.js')).href
);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');

/** Renders the page for both kinds of request, to fail the build on a page that does not render. */
async function check(pagePath) {
  for (const signedOut of [true, false]) {
    const { notFound } = await renderDocument(template, { path: pagePath, signedOut });
    if (notFound !== (pagePath === NOT_FOUND_PROBE))
      throw new Error(`${pagePath} rendered ${notFound ? 'the 404 page' : 'a page'}`);
  }
}

for (const pagePath of [...PRE_RENDERED_PATHS, NOT_FOUND_PROBE]) await check(pagePath);
writeFileSync(
  path.join(ssrOut, 'manifest.json'),
  `${JSON.stringify({ pages: PRE_RENDERED_PATHS, notFound: NOT_FOUND_PROBE, routes: appRoutePatterns() }, null, 2)}\n`,
);
console.log(
  `dist/.ssr: the page renderer, ${PRE_RENDERED_PATHS.length} pages and the 404 page checked`,
);
