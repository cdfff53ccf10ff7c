// Pre-renders the public pages after `vite build`. Builds src/prerender/server-entry.ts for
// Node into dist/.ssr (a dot folder: the server's static files leave it out), then renders
// every page of PRE_RENDERED_PATHS and the 404 page twice into dist/.ssr/pages: for a visitor
// without a session cookie (the header shows the sign-in links) and for one with it (the header
// shows the session loading). manifest.json lists those files and the app's route patterns.
// The server sends these pages, renders the shop's pages itself with the same module, and the
// browser hydrates what it was sent (src/boot.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const pagesDir = path.join(ssrOut, 'pages');
mkdirSync(pagesDir);

const fileName = (pagePath, signedOut) =>
  `${pagePath === '/' ? 'index' : pagePath.slice(1).replace(/[^\w-]/g, '_')}.${signedOut ? 'signed-out' : 'session'}.html`;

async function prerender(pagePath, requestPath = pagePath) {
  const files = {};
  for (const signedOut of [true, false]) {
    const { html, notFound } = await renderDocument(template, { path: requestPath, signedOut });
    if (notFound !== (requestPath === NOT_FOUND_PROBE))
      throw new Error(`${requestPath} rendered ${notFound ? 'the 404 page' : 'a page'}`);
    const file = fileName(pagePath, signedOut);
    writeFileSync(path.join(pagesDir, file), html);
    files[signedOut ? 'signedOut' : 'session'] = file;
  }
  return files;
}

const pages = {};
for (const pagePath of PRE_RENDERED_PATHS) pages[pagePath] = await prerender(pagePath);
const notFound = await prerender('/404', NOT_FOUND_PROBE);
writeFileSync(
  path.join(ssrOut, 'manifest.json'),
  `${JSON.stringify({ pages, notFound, routes: appRoutePatterns() }, null, 2)}\n`,
);
console.log(`dist/.ssr: ${PRE_RENDERED_PATHS.length} pages and the 404 page pre-rendered`);
