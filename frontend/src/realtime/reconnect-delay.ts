const BASE_MS = 500;
const MAX_MS = 15_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 is the first): exponential from
 * 0.5 s up to 15 s, each with "equal jitter" so that many tabs dropped by one server restart
 * do not come back at the same instant. `random` is injectable for tests.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_MS, BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
