// Health-probe latency figures: p95 over a phase, and the recovery time after an abuse stops.
import { percentile, round } from '../chat/stats.mjs';

/** A failed probe (no answer, or not a 200) counts as this slow: it is at least as bad as a timeout. */
export const FAILED_PROBE_MS = 10_000;

const latencyOf = (sample) => (sample.ok ? sample.ms : Math.max(sample.ms, FAILED_PROBE_MS));

export function p95Of(samples) {
  return round(
    percentile(
      samples.map(latencyOf).sort((a, b) => a - b),
      95,
    ),
  );
}

const WINDOW_MS = 1_000;
const STEP_MS = 250;
/** How long the latency must stay near idle to count as recovered. */
export const HOLD_MS = 2_000;
/** "Near idle": a window's p95 at most this many times the idle p95 ... */
export const NEAR_IDLE_RATIO = 1.5;
/** ... or at most this much above it, whichever is larger (sub-millisecond idle p95s are noisy). */
export const NEAR_IDLE_SLACK_MS = 2;

export const nearIdleOf = (idleP95) =>
  Math.max(idleP95 * NEAR_IDLE_RATIO, idleP95 + NEAR_IDLE_SLACK_MS);

/**
 * Recovery: the time r after `stoppedAt` (a multiple of STEP_MS) at which the first HOLD_MS
 * stretch starts in which every WINDOW_MS window, sliding by STEP_MS, has a p95 within
 * `threshold` ms. A probe counts in every window its request overlaps, so one slow answer spoils
 * each window it spans. Answers { seconds } once decided, { seconds: null } when no such stretch
 * fits before `capMs`, and undefined while the probes so far cannot decide yet.
 */
export function recoveryOf(samples, { stoppedAt, threshold, capMs }) {
  const after = samples.filter((sample) => sample.at + sample.ms > stoppedAt);
  const observedUntil = after.length ? after.at(-1).at + after.at(-1).ms : stoppedAt;
  const windowGood = (start) => {
    const end = start + WINDOW_MS;
    const inWindow = after.filter((sample) => sample.at < end && sample.at + sample.ms > start);
    return inWindow.length > 0 && p95Of(inWindow) <= threshold;
  };
  for (let offset = 0; offset + HOLD_MS <= capMs; offset += STEP_MS) {
    let good = true;
    for (let start = offset; start + WINDOW_MS <= offset + HOLD_MS; start += STEP_MS) {
      if (stoppedAt + start + WINDOW_MS > observedUntil) return undefined;
      if (!windowGood(stoppedAt + start)) {
        good = false;
        break;
      }
    }
    if (good) return { seconds: round(offset / 1000) };
  }
  return { seconds: null };
}
