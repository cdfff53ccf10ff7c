// Pre-renders the landing page after `vite build`: builds src/prerender for
// Node, renders `/` with it and writes dist/landing.html, the built index.html
// with that markup and its styles in place. The server sends it for `/` only;
// the browser hydrates it (src/main.tsx).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssrOut = mkdtempSync(path.join(tmpdir(), 'club-prerender-'));

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fill(template, page) {
  const parts = [
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`],
    [/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(page.description)}$2`],
    ['</head>', `${page.head}</head>`],
    ['<div id="root"></div>', `<div id="root">${page.html}</div>`],
    // The page paints without its code, which only hydrates it: the hero image goes first.
    [/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'],
  ];
  return parts.reduce((html, [pattern, replacement]) => {
    const next = html.replace(pattern, replacement);
    if (next === html) throw new Error(`dist/index.html has no ${pattern}`);
    return next;
  }, template);
}

try {
  await build({
    root,
    logLevel: 'warn',
    // The same production code paths as the browser's bundle, so class names match.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender/render-landing.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  const { renderLanding } = await import(
    pathToFileURL(path.join(ssrOut, 'render-landing.js')).href
  );
  const page = await renderLanding();
  const html = fill(readFileSync(path.join(dist, 'index.html'), 'utf8'), page);
  writeFileSync(path.join(dist, 'landing.html'), html);
  console.log(`dist/landing.html: / pre-rendered (${(html.length / 1024).toFixed(1)} KB)`);
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}
