/** Percentiles and small helpers shared by the chat benchmark's parts. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

export const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
