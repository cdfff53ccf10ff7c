import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { weakEtagOf } from '../common/etag.js';
import { ENCODINGS, type EncodedBody } from './encoded-body.js';

/** A file of the frontend's build, held in memory with the compressed copies the build made. */
export interface BuiltFile {
  body: EncodedBody;
  type: string;
  /** A hashed file (under /assets/): browsers keep it for a year. */
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.gz': 'application/gzip',
};
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

const typeOf = (name: string) =>
  TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

/** Every file under `dir` but those in dot folders, as [URL path (`/assets/main-1a2b.js`), file]. */
function filesUnder(dir: string, urlPrefix: string): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    if (entry.name.startsWith('.')) return [];
    const urlPath = `${urlPrefix}/${encodeURIComponent(entry.name)}`;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, urlPath);
    return entry.isFile() ? [[urlPath, file]] : [];
  });
}

function load(frontendDist: string): Map<string, BuiltFile> {
  const bytes = new Map(
    filesUnder(frontendDist, '').map(([urlPath, file]) => [urlPath, readFileSync(file)]),
  );
  const files = new Map<string, BuiltFile>();
  for (const [urlPath, identity] of bytes) {
    const encoded: EncodedBody['encoded'] = {};
    for (const name of ENCODINGS) {
      const copy = bytes.get(urlPath + SUFFIX[name]);
      if (copy) encoded[name] = copy;
    }
    files.set(urlPath, {
      body: { identity, encoded, etag: weakEtagOf(identity) },
      type: typeOf(urlPath),
      immutable: urlPath.startsWith('/assets/'),
    });
  }
  return files;
}

/**
 * The files of the frontend's build as the site serves them (the app's scripts and styles, its
 * images, media and icons, and the compressed copies the build wrote beside them), read into
 * memory once the build is there: about 7 MB, and a build replaces them only with a new
 * deployment, which restarts the server. Dot folders (the page renderer) stay out.
 */
export class BuiltFiles {
  private files?: Map<string, BuiltFile>;

  constructor(private readonly frontendDist: string) {}

  /** The file at the URL path as sent (still percent-encoded), if the build has it. */
  get(urlPath: string): BuiltFile | undefined {
    return this.list()?.get(urlPath);
  }

  private list(): Map<string, BuiltFile> | undefined {
    if (this.files) return this.files;
    if (!existsSync(path.join(this.frontendDist, 'index.html'))) return undefined;
    this.files = load(this.frontendDist);
    return this.files;
  }
}
