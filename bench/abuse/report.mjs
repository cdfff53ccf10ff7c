// The bars of issue 14 and the table printed at the end of the abuse benchmark.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { round } from '../chat/stats.mjs';

export const BARS = { latencyRatio: 3, rssDeltaMB: 200, recoverySeconds: 5 };

/** Over this share of the cores busy outside the benchmark's processes, the figures get a warning. */
const BUSY_OUTSIDE_SHARE = 0.25;

export function machine() {
  const model = /^model name\s*:\s*(.*)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1];
  return {
    cores: availableParallelism(),
    model,
    memoryGiB: round(totalmem() / 2 ** 30, 1),
    node: process.version,
    loadAverage: loadavg().map((value) => round(value)),
  };
}

/** Which bars a measured scenario misses (an empty list: it passes). */
export function missesOf({ ratio, rss, recoverySeconds }) {
  const misses = [];
  if (!(ratio <= BARS.latencyRatio)) misses.push(`health p95 ×${ratio} > ×${BARS.latencyRatio}`);
  if (!(rss.deltaMB <= BARS.rssDeltaMB))
    misses.push(`RSS +${rss.deltaMB} MB > +${BARS.rssDeltaMB} MB`);
  if (!(recoverySeconds !== null && recoverySeconds <= BARS.recoverySeconds)) {
    misses.push(`recovery ${recoverySeconds ?? 'not seen'} s > ${BARS.recoverySeconds} s`);
  }
  return misses;
}

const cell = (value, width) => String(value).padEnd(width);

export function printReport({ machine: host, settings, scenarios, loadAverageAtEnd, seconds }) {
  console.log(
    `\nmachine: ${host.cores} cores, ${host.model}, ${host.memoryGiB} GiB, node ${host.node}, ` +
      `load average ${host.loadAverage.join(' ')} at the start, ${loadAverageAtEnd.join(' ')} at the end (${seconds} s)`,
  );
  console.log(
    `settings: idle ${settings.idleMs / 1000} s, abuse ${settings.abuseMs / 1000} s, recovery watched up to ` +
      `${settings.recoveryCapMs / 1000} s, attacker nice ${settings.attackerNice}, database: ${settings.database}`,
  );
  console.log(
    `bars: health p95 ≤ ${BARS.latencyRatio}× idle, RSS ≤ +${BARS.rssDeltaMB} MB, recovery ≤ ${BARS.recoverySeconds} s\n`,
  );
  const widths = [22, 12, 12, 8, 22, 10];
  const header = [
    'scenario',
    'idle p95 ms',
    'abuse p95',
    'ratio',
    'RSS MB before→peak',
    'recovery',
    'result',
  ];
  console.log(header.map((title, index) => cell(title, widths[index] ?? 0)).join(' '));
  for (const scenario of scenarios) {
    if (scenario.error) {
      console.log(`${cell(scenario.name, widths[0])} FAILED TO RUN: ${scenario.error}`);
      continue;
    }
    const { idle, abuse, ratio, rss, recoverySeconds, misses } = scenario;
    const row = [
      scenario.name,
      idle.p95,
      `${abuse.p95}${abuse.failed ? ` (${abuse.failed} failed)` : ''}`,
      `×${ratio}`,
      `${rss.beforeMB}→${rss.peakMB} (+${rss.deltaMB})`,
      recoverySeconds === null ? 'not seen' : `${recoverySeconds} s`,
      misses.length ? `MISS: ${misses.join('; ')}` : 'PASS',
    ];
    console.log(row.map((value, index) => cell(value, widths[index] ?? 0)).join(' '));
    const cores = Object.entries(scenario.coresBusy).map(([part, value]) => `${part} ${value}`);
    const busy =
      scenario.coresBusy.outside > host.cores * BUSY_OUTSIDE_SHARE
        ? " (others kept the machine busy: the latency figures are not the app's alone)"
        : '';
    console.log(
      `${' '.repeat(widths[0] + 1)}cores busy during the abuse: ${cores.join(', ')}${busy}`,
    );
    const counts = Object.entries(scenario.attacker).map(([label, count]) => `${label}: ${count}`);
    console.log(
      `${' '.repeat(widths[0] + 1)}attacker ${scenario.address}, ${scenario.abuseSeconds} s: ${counts.join(', ')}`,
    );
  }
}
