// Lighthouse (the CLI's default mobile preset) on every public route of the running production
// build, RUNS times each; the run with the median performance score stands for the route. Prints
// the machine's benchmarkIndex and the Chromium version, then one row per route: the four category
// scores, Total Blocking Time, Largest Contentful Paint and the JavaScript the page downloaded
// (transfer size, compressed as served). Rows that miss a bar are marked and fail the run. Writes
// every route's figures to bench/results/lighthouse.json.
//
//   node bench/lighthouse.mjs              every public route
//   node bench/lighthouse.mjs /faq /auth   only these (`/product` is the catalogue's first product)
//
// Starts `npm start` on a fresh data directory (its demo catalogue gives the product page) unless
// BENCH_URL points at a running server. LIGHTHOUSE_RUNS sets the runs per route (3).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from '../scripts/find-chromium.mjs';
import { productPath, startServer } from './lib/npm-start.mjs';
import { NOT_FOUND, PRODUCT, PUBLIC_ROUTES as ROUTES } from './lib/public-routes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(import.meta.dirname, 'results');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The bars: scores at least, milliseconds, seconds and kilobytes at most. */
const BARS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  tbtMs: 200,
  lcpS: 2.5,
  scriptKb: 150,
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The 404 page answers 404 on purpose, which Lighthouse counts against it twice: in SEO
 * (http-status-code) and in best practices, as Chromium logs the document's own status as a console
 * error (errors-in-console). Its scores leave these out, the latter only while that is the one error.
 */
function expectedFailures(report, route) {
  if (route !== NOT_FOUND) return [];
  const errors = report.audits['errors-in-console'].details?.items ?? [];
  const onlyItsOwnStatus = errors.every(
    (item) => item.source === 'network' && item.sourceLocation?.url === report.finalDisplayedUrl,
  );
  return ['http-status-code', ...(onlyItsOwnStatus ? ['errors-in-console'] : [])];
}

// Lighthouse now and then loses the trace of a page load (NO_NAVSTART) and asks to be run
// again; a run is tried twice before the benchmark gives up.
function runLighthouse(url, chromium, outputPath, { ignoreStatusCode }, attempts = 2) {
  const lighthouse = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const result = spawnSync(
    process.execPath,
    [
      lighthouse,
      url,
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
      // The screenshot of the whole page comes after the measurement; no figure here uses it.
      '--disable-full-page-screenshot',
      ...(ignoreStatusCode ? ['--ignore-status-code'] : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = result.status === 0 ? JSON.parse(readFileSync(outputPath, 'utf8')) : undefined;
  const failed = !report || report.runtimeError || report.categories.performance.score === null;
  if (failed && attempts > 1)
    return runLighthouse(url, chromium, outputPath, { ignoreStatusCode }, attempts - 1);
  if (!report) throw new Error(`Lighthouse exited with ${result.status} on ${url}`);
  if (failed)
    throw new Error(`Lighthouse could not measure ${url}: ${report.runtimeError?.message}`);
  return report;
}

/** A category's score out of 100, leaving out the audits the route fails on purpose. */
function categoryScore(report, id, excluded = []) {
  const refs = report.categories[id].auditRefs.filter(
    (ref) => ref.weight > 0 && report.audits[ref.id].score !== null && !excluded.includes(ref.id),
  );
  if (excluded.length === 0) return Math.round(report.categories[id].score * 100);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const scored = refs.reduce((sum, ref) => sum + ref.weight * report.audits[ref.id].score, 0);
  return Math.round((scored / weight) * 100);
}

function figuresOf(report, route) {
  const excluded = expectedFailures(report, route);
  const scripts = report.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    ...(excluded.length > 0 ? { leftOut: excluded } : {}),
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, categoryScore(report, id, excluded)])),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    lcpS: Number((report.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)),
    scriptKb: Number((scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024).toFixed(1)),
    scriptFiles: scripts.length,
    failedAudits: CATEGORIES.flatMap((category) =>
      report.categories[category].auditRefs
        .filter(
          (ref) =>
            ref.weight > 0 &&
            !excluded.includes(ref.id) &&
            report.audits[ref.id].score !== null &&
            report.audits[ref.id].score < 1 &&
            // Performance audits are judged by the metrics and the score above.
            category !== 'performance',
        )
        .map((ref) => `${category}: ${ref.id}`),
    ),
  };
}

function missesOf(figures) {
  const misses = CATEGORIES.filter((id) => figures.scores[id] < BARS[id]).map(
    (id) => `${id} ${figures.scores[id]} < ${BARS[id]}`,
  );
  if (figures.tbtMs > BARS.tbtMs) misses.push(`TBT ${figures.tbtMs} ms > ${BARS.tbtMs} ms`);
  if (figures.lcpS > BARS.lcpS) misses.push(`LCP ${figures.lcpS} s > ${BARS.lcpS} s`);
  if (figures.scriptKb > BARS.scriptKb)
    misses.push(`JS ${figures.scriptKb} KB > ${BARS.scriptKb} KB`);
  return misses;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const asked = process.argv.slice(2);
const routes =
  asked.length === 0 ? ROUTES : asked.map((route) => (route === '/product' ? PRODUCT : route));

const chromium = findChromium();
if (!chromium) {
  console.error('Chromium not found: run "node scripts/ensure-chromium.mjs" or set CHROMIUM_PATH.');
  process.exit(1);
}

mkdirSync(results, { recursive: true });
const server = await startServer();
const started = Date.now();
const reports = new Map(routes.map((route) => [route, []]));
const paths = new Map();
try {
  for (const route of routes)
    paths.set(route, route === PRODUCT ? await productPath(server.baseUrl) : route);
  const outputPath = path.join(tmpdir(), `club-lighthouse-${process.pid}.json`);
  // Round after round over the routes, so that a busy moment of the machine falls on runs of
  // different routes rather than on every run of one.
  for (let run = 0; run < RUNS; run++) {
    for (const route of routes) {
      const report = runLighthouse(`${server.baseUrl}${paths.get(route)}`, chromium, outputPath, {
        ignoreStatusCode: route === NOT_FOUND,
      });
      reports.get(route).push(report);
      process.stderr.write('.');
    }
  }
  rmSync(outputPath, { force: true });
  process.stderr.write('\n');
} finally {
  await server.stop();
}

const rows = routes.map((route) => {
  // The run with the median performance score stands for the route.
  const runs = [...reports.get(route)].sort(
    (a, b) => a.categories.performance.score - b.categories.performance.score,
  );
  const figures = figuresOf(runs[Math.floor(runs.length / 2)], route);
  return {
    route,
    path: paths.get(route),
    ...figures,
    performanceRuns: reports
      .get(route)
      .map((report) => Math.round(report.categories.performance.score * 100)),
    misses: missesOf(figures),
  };
});

const all = [...reports.values()].flat();
const benchmarkIndexes = all.map((report) => report.environment.benchmarkIndex);
const benchmarkIndex = median(benchmarkIndexes);
// The user agent names only the major version (156.0.0.0); the browser itself tells the build.
const chromiumVersion =
  /\d+\.\d+\.\d+\.\d+/.exec(spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout)?.[0] ??
  /Chrome\/([\d.]+)/.exec(all[0].environment.hostUserAgent)?.[1];
const lighthouseVersion = all[0].lighthouseVersion;

console.log(
  `Lighthouse ${lighthouseVersion}, mobile preset, Chromium ${chromiumVersion}; median of ${RUNS} runs per route by performance; ${((Date.now() - started) / 60000).toFixed(1)} min`,
);
console.log(
  `benchmarkIndex ${benchmarkIndex} (median of ${benchmarkIndexes.length} runs, ${Math.min(...benchmarkIndexes)} to ${Math.max(...benchmarkIndexes)})`,
);
console.log(
  `bars: performance >= ${BARS.performance}, accessibility, best practices and SEO = 100, TBT <= ${BARS.tbtMs} ms, LCP <= ${BARS.lcpS} s, JS <= ${BARS.scriptKb} KB`,
);
console.log(
  '\n| route | performance | accessibility | best practices | SEO | TBT | LCP | JS | bars |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  const mark = row.leftOut ? '*' : '';
  console.log(
    `| ${row.route} | ${row.scores.performance} (${row.performanceRuns.join(' / ')}) | ${row.scores.accessibility} | ${row.scores['best-practices']}${mark} | ${row.scores.seo}${mark} | ${row.tbtMs} ms | ${row.lcpS} s | ${row.scriptKb} KB | ${row.misses.length === 0 ? 'met' : '**MISSED**'} |`,
  );
}
for (const row of rows.filter((row) => row.leftOut))
  console.log(`\n* ${row.route} answers 404 on purpose: scored without ${row.leftOut.join(', ')}.`);
const missed = rows.filter((row) => row.misses.length > 0);
for (const row of missed) {
  console.log(`\n${row.route} (${row.path}) missed: ${row.misses.join('; ')}`);
  if (row.failedAudits.length > 0)
    console.log(`  audits not passed: ${row.failedAudits.join(', ')}`);
}

writeFileSync(
  path.join(results, 'lighthouse.json'),
  `${JSON.stringify(
    {
      lighthouseVersion,
      chromiumVersion,
      preset: 'mobile',
      runs: RUNS,
      benchmarkIndex,
      benchmarkIndexes,
      bars: BARS,
      routes: rows,
    },
    null,
    2,
  )}\n`,
);

if (missed.length > 0) {
  console.error(
    `\n${missed.length} of ${rows.length} routes missed a bar: ${missed.map((row) => row.route).join(', ')}`,
  );
  process.exitCode = 1;
}
