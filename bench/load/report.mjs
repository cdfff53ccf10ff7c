// The load benchmark's figures side by side: 1 instance, 2 instances and the ratio 2/1.
import { round } from '../chat/stats.mjs';
import { appCores } from './cpu.mjs';

const ratio = (two, one) => (one && two ? round(two / one) : null);

export function ratiosOf([one, two]) {
  return {
    merchandiseOkPerSecond: ratio(
      two.merchandise.saturated.okPerSecond,
      one.merchandise.saturated.okPerSecond,
    ),
    merchandiseAppBound: ratio(
      two.merchandise.saturated.appBoundPerSecond,
      one.merchandise.saturated.appBoundPerSecond,
    ),
    pollingOkPerSecond: ratio(two.polling.saturated.okPerSecond, one.polling.saturated.okPerSecond),
    pollingAppBound: ratio(
      two.polling.saturated.appBoundPerSecond,
      one.polling.saturated.appBoundPerSecond,
    ),
    chatPerSecond: ratio(two.chat.perSecond, one.chat.perSecond),
    chatAppBound: ratio(two.chat.appBoundPerSecond, one.chat.appBoundPerSecond),
  };
}

const latencies = (run) => `${run.p50} / ${run.p99}`;
const failures = (run) => run.non2xx + run.errors;
const chatCounts = (chat) =>
  `${chat.acknowledged} · ${chat.persisted} · ${chat.delivered} · ${chat.refused}`;

function cpuLine(cpu) {
  const services = round((cpu.balancer ?? 0) + (cpu.postgres ?? 0) + (cpu.redis ?? 0));
  return `${appCores(cpu)} · ${services} · ${cpu.loadGenerator ?? 0} · ${cpu.outside}`;
}

const CPU_LABEL = '  cores busy: apps · nginx+PG+Redis · load gen · outside';

function ceilingAndCpuRows([a, b]) {
  return [
    ['  app CPU per answer, ms', a.appCpuMs, b.appCpuMs, ''],
    [
      '  app-bound ceiling, /s (1 core per instance)',
      a.appBoundPerSecond,
      b.appBoundPerSecond,
      ratio(b.appBoundPerSecond, a.appBoundPerSecond),
    ],
    [CPU_LABEL, cpuLine(a.cpu), cpuLine(b.cpu), ''],
  ];
}

function httpRows(label, [one, two]) {
  const [a, b] = [one.saturated, two.saturated];
  return [
    [
      `${label}, 2xx/s at saturation`,
      a.okPerSecond,
      b.okPerSecond,
      ratio(b.okPerSecond, a.okPerSecond),
    ],
    ['  p50 / p99 ms at saturation', latencies(a), latencies(b), ''],
    [
      `  p50 / p99 ms at ${one.atRate.offered}/s offered`,
      latencies(one.atRate),
      latencies(two.atRate),
      '',
    ],
    ...ceilingAndCpuRows([a, b]),
  ];
}

export function printTable(results) {
  const { settings, phases } = results;
  const [one, two] = phases;
  const failuresIn = (segments) =>
    segments.reduce(
      (sum, segment) =>
        sum +
        failures(segment.merchandise.saturated) +
        failures(segment.merchandise.atRate) +
        failures(segment.polling.saturated) +
        failures(segment.polling.atRate) +
        segment.chat.refused +
        segment.chat.unanswered,
      0,
    );
  const rows = [
    [`median of ${settings.rounds} round(s)`, '1 instance', '2 instances', '2/1'],
    ...httpRows(`GET /api/merchandise (${settings.connections} conn.)`, [
      one.merchandise,
      two.merchandise,
    ]),
    ...httpRows(`visitor polling (${settings.visitors} visitors)`, [one.polling, two.polling]),
    [
      `chat sends over /ws (${settings.senders} senders), acked/s`,
      round(one.chat.perSecond),
      round(two.chat.perSecond),
      ratio(two.chat.perSecond, one.chat.perSecond),
    ],
    ['  acked · in database · to admin · refused', chatCounts(one.chat), chatCounts(two.chat), ''],
    ...ceilingAndCpuRows([one.chat, two.chat]),
    [
      'failures, all rounds (non-2xx, errors, refused, unanswered)',
      failuresIn(results.rounds[1]),
      failuresIn(results.rounds[2]),
      '',
    ],
    [
      'load average 1 / 5 / 15 min, phase start',
      one.loadAverage.start.join(' / '),
      two.loadAverage.start.join(' / '),
      '',
    ],
  ];
  const widths = [0, 1, 2, 3].map((column) =>
    Math.max(...rows.map((row) => String(row[column] ?? '').length)),
  );
  console.log('');
  for (const row of rows)
    console.log(row.map((cell, column) => String(cell ?? '').padEnd(widths[column])).join('  '));
}
