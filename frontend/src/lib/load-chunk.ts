/**
 * The waits before each new attempt at a chunk that did not load. A busy server's 429 or a
 * dropped connection usually passes within seconds; a deploy that replaced the chunk does not
 * (see reloadForNewBuild).
 */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [500, 1500, 3000];

/** A chunk of the app's code that still did not load after every retry. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(cause: unknown) {
    super('Part of the site could not be loaded', { cause });
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` (a dynamic import) and tries again after each of `delays` while it fails: the
 * browser fetches a module that failed to load once more on the next import. Rejects with a
 * ChunkLoadError once every attempt has failed.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= delays.length) throw new ChunkLoadError(error);
      await wait(delays[attempt]);
    }
  }
}
