/**
 * Wraps `work` so that calls with the same key while one is running share its promise
 * instead of starting another (say, two "find or create" requests that would each create).
 */
export function singleFlight<A extends unknown[], T>(
  work: (...args: A) => Promise<T>,
  keyOf: (...args: A) => string,
): (...args: A) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (...args: A) => {
    const key = keyOf(...args);
    const current = running.get(key);
    if (current) return current;
    const promise = work(...args).finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  };
}
