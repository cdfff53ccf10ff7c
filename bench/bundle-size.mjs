// Prints the JavaScript a first visit to the landing page downloads before it
// can render: the entry script of index.html (the landing page is bundled with
// it), the route chunk named on the command line if the page is lazy, and every
// chunk they import statically, raw and gzipped. Run after `npm run build`.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.FRONTEND_DIST ?? path.join(root, 'frontend', 'dist'));
const ROUTE_CHUNK = process.argv[2];
const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 170);

const indexHtml = path.join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error('The site is not built yet: run "npm run build" first.');
  process.exit(1);
}

const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g;

function staticImportsOf(file) {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map(([, specifier]) =>
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
    stack.push(...staticImportsOf(file));
  }
  return seen;
}

const html = readFileSync(indexHtml, 'utf8');
const entries = [
  ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
].map(([, src]) => path.join(dist, src));
const assets = path.join(dist, 'assets');
const routeChunks = ROUTE_CHUNK
  ? readdirSync(assets).filter((name) => name.startsWith(`${ROUTE_CHUNK}-`) && name.endsWith('.js'))
  : [];
if (ROUTE_CHUNK && routeChunks.length === 0) {
  console.error(`No chunk named ${ROUTE_CHUNK}-*.js in ${assets}.`);
  process.exit(1);
}

const files = [...closure([...entries, ...routeChunks.map((name) => path.join(assets, name))])];
const rows = files
  .map((file) => {
    const code = readFileSync(file);
    return {
      file: path.relative(dist, file),
      raw: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
    };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
  raw: 0,
  gzip: 0,
});

console.log(`First-load JavaScript of / (${rows.length} files)`);
for (const row of rows)
  console.log(
    `  ${row.file.padEnd(48)} ${kb(row.raw).padStart(8)} KB ${kb(row.gzip).padStart(8)} KB gzip`,
  );
console.log(
  `  ${'total'.padEnd(48)} ${kb(total.raw).padStart(8)} KB ${kb(total.gzip).padStart(8)} KB gzip (budget ${BUDGET_KB} KB)`,
);

const results = path.join(import.meta.dirname, 'results');
mkdirSync(results, { recursive: true });
writeFileSync(
  path.join(results, 'bundle-size.json'),
  `${JSON.stringify({ route: '/', files: rows, totalBytes: total.raw, totalGzipBytes: total.gzip, budgetKb: BUDGET_KB }, null, 2)}\n`,
);

if (total.gzip / 1024 > BUDGET_KB) {
  console.error(`Over budget: ${kb(total.gzip)} KB > ${BUDGET_KB} KB gzipped.`);
  process.exitCode = 1;
}
