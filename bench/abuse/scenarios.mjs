// The abuse scenarios, in the order they run; each is bench/abuse/scenarios/<name>.mjs, exporting
// `summary`, an optional `prepare(client)`, `attack(client, prepared, { signal, tally })` and an
// optional `minimumAbuseMs`.
export const SCENARIOS = [
  'socket-frames',
  'socket-connections',
  'slowloris',
  'expensive-bodies',
  'visitor-conversations',
  'visitor-sends',
  'uploads',
  'logins',
  'page-renders',
  'cached-page',
  'built-files',
];

/**
 * Each scenario attacks from a loopback address of its own (127.0.0.2 upward), so one scenario's
 * per-address budgets do not carry over into the next; the health probe comes from 127.0.0.1.
 */
export const addressOf = (name) => `127.0.0.${2 + SCENARIOS.indexOf(name)}`;

export const loadScenario = (name) => import(`./scenarios/${name}.mjs`);
