// Phases alternate over rounds (1, 2, 2, 1, 1, 2 … instances) so that a change in what the rest of
// the machine does during the run weighs on both sides alike; each figure is then the median.
import { round } from '../chat/stats.mjs';

/** Instance counts in the order they are measured: ABBA over `rounds` rounds. */
export function phaseOrder(rounds) {
  return Array.from({ length: rounds }, (_, index) => (index % 2 ? [2, 1] : [1, 2])).flat();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : round((sorted[middle - 1] + sorted[middle]) / 2);
}

/** `samples` (results of one shape) as one result whose every number is their median. */
export function medianOf(samples) {
  const present = samples.filter((sample) => sample !== undefined && sample !== null);
  const [first] = present;
  if (typeof first === 'number') return median(present);
  if (Array.isArray(first)) return first.map((_, index) => medianOf(present.map((s) => s[index])));
  if (first && typeof first === 'object') {
    const keys = [...new Set(present.flatMap((sample) => Object.keys(sample)))];
    return Object.fromEntries(keys.map((key) => [key, medianOf(present.map((s) => s[key]))]));
  }
  return first;
}
