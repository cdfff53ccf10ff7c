// The process table from /proc (Linux): who is whose child and how much CPU each has used.
import { readdirSync, readFileSync } from 'node:fs';

/** { pid, ppid, comm, ticks } of one process, or undefined when it has gone. */
function processStat(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name may contain spaces and parentheses: the fields follow the last ')'.
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  return {
    pid,
    ppid: Number(fields[1]),
    comm: text.slice(text.indexOf('(') + 1, close),
    ticks: Number(fields[11]) + Number(fields[12]),
  };
}

function processTable() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => processStat(Number(name)))
    .filter(Boolean);
}

/** `pid` itself and every process below it. */
export function descendantsOf(pid) {
  const table = processTable();
  const found = table.filter((entry) => entry.pid === pid);
  for (let index = 0; index < found.length; index++) {
    found.push(...table.filter((entry) => entry.ppid === found[index].pid));
  }
  return found;
}

/** The whole machine's CPU time so far, in ticks: busy and total over every core. */
export function machineTicks() {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}
