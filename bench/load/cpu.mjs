// Where the CPU goes during a measurement, and pinning app instances to cores of their own.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { round } from '../chat/stats.mjs';
import { descendantsOf, machineTicks } from './proc.mjs';

const TICKS_PER_SECOND =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

const GROUP_OF_COMMAND = { nginx: 'balancer', postgres: 'postgres', 'redis-server': 'redis' };

function groupOf(entry, appPids) {
  if (entry.pid === process.pid) return 'loadGenerator';
  const app = appPids.indexOf(entry.pid);
  if (app >= 0) return `app${app + 1}`;
  return GROUP_OF_COMMAND[entry.comm] ?? 'otherOfOurs';
}

/** CPU ticks so far of the machine and of each process this benchmark started, with its group. */
export function cpuSample(appPids) {
  const processes = new Map(
    descendantsOf(process.pid).map((entry) => [
      entry.pid,
      { group: groupOf(entry, appPids), ticks: entry.ticks },
    ]),
  );
  return { at: performance.now(), machine: machineTicks(), processes };
}

/**
 * Cores kept busy between two samples (1 = one core all the time), per group; `outside` is what
 * the rest of the machine (other users, an external PostgreSQL or Redis) used meanwhile. A
 * process that exited in between (e.g. an autovacuum worker) is not counted.
 */
export function cpuBetween(before, after) {
  const seconds = (after.at - before.at) / 1000;
  const ticks = {};
  for (const [pid, { group, ticks: now }] of after.processes) {
    ticks[group] = (ticks[group] ?? 0) + now - (before.processes.get(pid)?.ticks ?? 0);
  }
  const groups = Object.fromEntries(
    Object.entries(ticks).map(([group, value]) => [
      group,
      round(value / TICKS_PER_SECOND / seconds),
    ]),
  );
  const machineShare =
    (after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total);
  const machineBusy = round(machineShare * cpus().length);
  const ours = Object.values(groups).reduce((sum, value) => sum + value, 0);
  return {
    seconds: round(seconds),
    machineBusy,
    ...groups,
    outside: round(Math.max(0, machineBusy - ours)),
  };
}

/** Cores kept busy by all app instances together. */
export function appCores(cpu) {
  return round(
    Object.entries(cpu)
      .filter(([group]) => /^app\d+$/.test(group))
      .reduce((sum, [, value]) => sum + value, 0),
  );
}

/** CPU time of all app instances per unit of work (a request, a message), in ms. */
export function appCpuMsPer(cpu, count) {
  return count ? round((appCores(cpu) * cpu.seconds * 1000) / count) : null;
}

/** The CPUs this process may run on (its affinity, e.g. a container's cpuset). */
export function allowedCpus() {
  const list = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1];
  return list.split(',').flatMap((range) => {
    const [first, last = first] = range.split('-').map(Number);
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}

/**
 * Whether each instance can have a core of its own: taskset is there, the machine has a core per
 * instance, and BENCH_PIN is not 0.
 */
export function canPin(instances) {
  if (process.env.BENCH_PIN === '0' || allowedCpus().length < instances) return false;
  return spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Every thread of `pid` (and the threads it starts later) runs on `cpu` only. */
export function pinToCpu(pid, cpu) {
  const result = spawnSync('taskset', ['-a', '-c', '-p', String(cpu), String(pid)], {
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error(`taskset could not pin ${pid} to CPU ${cpu}`);
}
