// Compresses the build's text files once, after `vite build`: each script, style, SVG and JSON
// file of dist/ (dot folders aside) gets a `.br` (brotli, best) and a `.gz` (gzip, best) beside
// it. The server sends the stored bytes to a browser that takes them, so a built file costs a
// file read, not a compression per answer (a flood of them took 870 ms of CPU a second).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}

let count = 0;
for (const file of filesUnder(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`dist: ${count} files stored compressed (.br and .gz)`);
