import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { BuiltFiles } from './common/front-door/built-files.js';

/** The stored encodings the build writes beside a text file (frontend/scripts/precompress.mjs). */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export interface PrecompressedOptions {
  frontendDist: string;
  builtFiles: BuiltFiles;
  /** Whether the URL path is a hashed file, cached by browsers for a year. */
  immutable: (urlPath: string) => boolean;
}

/**
 * Answers a GET or HEAD of a built file that the build stored compressed with those bytes, in
 * the encoding the browser prefers: a file read instead of a compression per answer. Files
 * without a stored copy, and browsers that take neither encoding, go on to the static files.
 */
export function precompressedFiles(options: PrecompressedOptions): RequestHandler {
  const { frontendDist, builtFiles } = options;
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const stored = ENCODINGS.filter(({ suffix }) => builtFiles.has(request.path + suffix));
    if (stored.length === 0) return next();
    response.vary('Accept-Encoding');
    // Browsers list gzip first at the same weight; the smaller brotli wins whenever it is taken.
    const encoding = stored.find(({ name }) => request.acceptsEncodings(name) === name);
    if (!encoding) return next();
    const file = path.join(frontendDist, decodeURIComponent(request.path) + encoding.suffix);
    response.type(path.extname(request.path));
    response.setHeader('Content-Encoding', encoding.name);
    const immutable = options.immutable(request.path);
    response.sendFile(
      file,
      { dotfiles: 'deny', acceptRanges: false, immutable, maxAge: immutable ? '1y' : 0 },
      (error) => error && next(error),
    );
  };
}
