// One scenario's attacker, in a process of its own (forked by run.mjs) so its work never delays
// the health probe's timing. Protocol over IPC: it sends { ready, summary, attackMs } once
// prepared, waits for 'go', attacks for ABUSE_MS (or the scenario's longer minimumAbuseMs),
// closes every connection, then sends { stopped, counts } and exits.
// ABUSE_NICE lowers its CPU priority: an attacker elsewhere would not take the app's CPU.
import { setPriority } from 'node:os';
import { createAttackClient, createTally } from './attack-client.mjs';
import { loadScenario } from './scenarios.mjs';

const [name] = process.argv.slice(2);
const port = Number(process.env.ABUSE_PORT);
const address = process.env.ABUSE_ADDRESS;
const abuseMs = Number(process.env.ABUSE_MS);
setPriority(Number(process.env.ABUSE_NICE ?? 0));

const client = createAttackClient({ port, address });
const waitFor = (expected) =>
  new Promise((resolve) => process.on('message', (message) => message === expected && resolve()));

try {
  const scenario = await loadScenario(name);
  const prepared = await scenario.prepare?.(client);
  const attackMs = Math.max(abuseMs, scenario.minimumAbuseMs ?? 0);
  process.send({ ready: true, summary: scenario.summary, attackMs });
  await waitFor('go');
  const cpuAtGo = process.cpuUsage();
  const tally = createTally();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), attackMs);
  const attack = scenario.attack(client, prepared, { signal: abort.signal, tally });
  attack.catch(() => abort.abort());
  await new Promise((resolve) => abort.signal.addEventListener('abort', resolve));
  client.close();
  await attack;
  clearTimeout(timer);
  const cpu = process.cpuUsage(cpuAtGo);
  tally.add('attacker CPU s', Math.round((cpu.user + cpu.system) / 1e5) / 10);
  process.send({ stopped: true, counts: tally.counts }, () => process.exit(0));
} catch (error) {
  client.close();
  process.send({ failed: error instanceof Error ? error.message : String(error) }, () =>
    process.exit(1),
  );
}
