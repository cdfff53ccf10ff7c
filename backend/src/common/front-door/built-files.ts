import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` but those in dot folders, as URL paths (`/assets/main-1a2b.js`). */
function urlPathsUnder(dir: string, urlPrefix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const urlPath = `${urlPrefix}/${encodeURIComponent(entry.name)}`;
    if (entry.isDirectory()) return urlPathsUnder(path.join(dir, entry.name), urlPath);
    return entry.isFile() ? [urlPath] : [];
  });
}

/**
 * The files of the frontend's build, as the static file server serves them: the app's scripts and
 * styles, its images, media and icons. The list is read once the build is there (a build replaces
 * the files only with a new deployment, which restarts the server).
 */
export class BuiltFiles {
  private paths?: Set<string>;

  constructor(private readonly frontendDist: string) {}

  /** Whether the URL path (as sent, still percent-encoded) names one of the built files. */
  has(urlPath: string): boolean {
    return this.list()?.has(urlPath) === true;
  }

  private list(): Set<string> | undefined {
    if (this.paths) return this.paths;
    if (!existsSync(path.join(this.frontendDist, 'index.html'))) return undefined;
    this.paths = new Set(urlPathsUnder(this.frontendDist, ''));
    return this.paths;
  }
}
