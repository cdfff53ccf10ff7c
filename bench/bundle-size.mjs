// Prints, for every public route, the JavaScript a first visit downloads, gzipped: at load (the
// entry script of index.html and every chunk it imports statically) and with the app (also the
// chunks the entry imports on demand, where the app starts, the route's own page chunk if the page
// is lazy, and every chunk they import statically). Routes named on the command line get their
// files listed one by one. Fails when a route's JavaScript with the app is over the budget
// (BUNDLE_BUDGET_KB, 150). Run after `npm run build`.
//
//   node bench/bundle-size.mjs          every public route
//   node bench/bundle-size.mjs /faq     ... and the files of /faq
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.FRONTEND_DIST ?? path.join(root, 'frontend', 'dist'));
const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 150);
const DETAILED = process.argv.slice(2);

/** Each public route and the chunk of its page (null: bundled with the app). */
const ROUTES = [
  ['/', null],
  ['/join', 'join-page'],
  ['/sportsbook', 'sportsbook-guide-page'],
  ['/merchandise', 'merchandise-page'],
  ['/product/:id', 'product-page'],
  ['/subscription', 'store-page'],
  ['/poker', 'poker-page'],
  ['/sports-book', 'sportsbook-page'],
  ['/galactic-arcade', 'galactic-arcade-page'],
  ['/play', 'play-page'],
  ['/contact', 'contact-page'],
  ['/faq', 'faq-page'],
  ['/privacy', 'privacy-page'],
  ['/terms', 'terms-page'],
  ['/cookies', 'cookies-page'],
  ['/auth', 'auth-page'],
  ['/no-such-page', 'not-found-page'],
];

const indexHtml = path.join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error('The site is not built yet: run "npm run build" first.');
  process.exit(1);
}

const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

function importsOf(file, pattern) {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(pattern)].map(([, specifier]) =>
    path.resolve(path.dirname(file), specifier),
  );
}

function closure(files) {
  const seen = new Set();
  const stack = [...files];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file, STATIC_IMPORT));
  }
  return seen;
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const code = readFileSync(file);
    sizes.set(file, {
      file: path.relative(dist, file),
      raw: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
    });
  }
  return sizes.get(file);
}

const totalOf = (rows) =>
  rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
    raw: 0,
    gzip: 0,
  });

const html = readFileSync(indexHtml, 'utf8');
const entries = [
  ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
].map(([, src]) => path.join(dist, src));
const atLoad = closure(entries);
// The entry's own imports on demand start the app (none when the entry is the app itself).
const app = entries.flatMap((entry) => importsOf(entry, DYNAMIC_IMPORT));
const assets = path.join(dist, 'assets');
const chunks = readdirSync(assets);

const routes = ROUTES.map(([route, chunk]) => {
  const pageChunks = chunk
    ? chunks.filter((name) => new RegExp(`^${chunk}-[\\w-]{8}\\.js$`).test(name))
    : [];
  if (chunk && pageChunks.length !== 1) {
    console.error(
      `Expected one chunk named ${chunk}-*.js in ${assets}, found ${pageChunks.length}.`,
    );
    process.exit(1);
  }
  const files = closure([...atLoad, ...app, ...pageChunks.map((name) => path.join(assets, name))]);
  const rows = [...files].map(sizeOf).sort((a, b) => b.gzip - a.gzip);
  return {
    route,
    atLoad: totalOf([...atLoad].map(sizeOf)),
    withApp: totalOf(rows),
    files: rows,
  };
});

const kb = (bytes) => (bytes / 1024).toFixed(1);

console.log(`First-load JavaScript per route, gzipped (budget ${BUDGET_KB} KB with the app)`);
console.log(
  `  ${'route'.padEnd(20)} ${'at load'.padStart(11)} ${'with the app'.padStart(14)}  files`,
);
for (const row of routes)
  console.log(
    `  ${row.route.padEnd(20)} ${kb(row.atLoad.gzip).padStart(8)} KB ${kb(row.withApp.gzip).padStart(11)} KB  ${String(row.files.length).padStart(5)}${row.withApp.gzip / 1024 > BUDGET_KB ? '  over' : ''}`,
  );

for (const route of DETAILED) {
  const row = routes.find((candidate) => candidate.route === route);
  if (!row) {
    console.error(`${route} is not a public route: ${ROUTES.map(([name]) => name).join(', ')}.`);
    process.exitCode = 1;
    continue;
  }
  console.log(`\nFirst-load JavaScript of ${route} with the app (${row.files.length} files)`);
  for (const file of row.files)
    console.log(
      `  ${file.file.padEnd(48)} ${kb(file.raw).padStart(8)} KB ${kb(file.gzip).padStart(8)} KB gzip`,
    );
  console.log(
    `  ${'total'.padEnd(48)} ${kb(row.withApp.raw).padStart(8)} KB ${kb(row.withApp.gzip).padStart(8)} KB gzip (budget ${BUDGET_KB} KB)`,
  );
}

const results = path.join(import.meta.dirname, 'results');
mkdirSync(results, { recursive: true });
writeFileSync(
  path.join(results, 'bundle-size.json'),
  `${JSON.stringify(
    {
      budgetKb: BUDGET_KB,
      routes: routes.map((row) => ({
        route: row.route,
        atLoadGzipBytes: row.atLoad.gzip,
        totalBytes: row.withApp.raw,
        totalGzipBytes: row.withApp.gzip,
        files: row.files,
      })),
    },
    null,
    2,
  )}\n`,
);

const over = routes.filter((row) => row.withApp.gzip / 1024 > BUDGET_KB);
if (over.length > 0) {
  console.error(
    `Over budget: ${over.map((row) => `${row.route} ${kb(row.withApp.gzip)} KB`).join(', ')} > ${BUDGET_KB} KB gzipped.`,
  );
  process.exitCode = 1;
}
