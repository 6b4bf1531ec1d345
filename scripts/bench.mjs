// `npm run bench`: measures the budgets of the issues on the built app (never in a timed test).
//  1. JavaScript the home page loads before it is usable (gzip), and that each route has its chunk.
//  2. `npm start` on an existing data folder: time until the server answers.
//  3. Lighthouse performance and accessibility on / and /faq, in Debian's Chromium.
//  4. The library API with 2,000 resources at 16 concurrent requests (p95).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 5299;
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = 'tmp/bench-data';
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const BENCH_ADMIN = { username: 'bench_admin', password: 'BenchAdmin2026' };
const results = {};

execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

async function startServer() {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SESSION_SECRET: 'b'.repeat(40),
      PAYMENTS: 'demo',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // The load below comes from one address: the per-address limit would answer 429.
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/config`)).ok) break;
    } catch {}
    if (performance.now() - started > 60_000) throw new Error('le serveur ne répond pas');
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, ms: Math.round(performance.now() - started) };
}
const stop = (child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

// First start creates the data folder; the budget is for a start on an existing one.
rmSync(DATA_DIR, { recursive: true, force: true });
const first = await startServer();
await stop(first.child);
const second = await startServer();
results.startOnExistingDataMs = second.ms;

// 1. JavaScript of the home page.
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
const page = await browser.newPage();
const scripts = new Map();
page.on('response', async (response) => {
  if (response.request().resourceType() === 'script') {
    scripts.set(response.url(), gzipSync(await response.body()).length);
  }
});
await page.goto(BASE, { waitUntil: 'networkidle' });
await browser.close();
results.homeJsGzipKB = +([...scripts.values()].reduce((a, b) => a + b, 0) / 1024).toFixed(1);
results.homeScripts = [...scripts.entries()].map(
  ([url, bytes]) => `${new URL(url).pathname} ${(bytes / 1024).toFixed(1)} KB`,
);
results.routeChunks = readdirSync('dist/client/assets').filter((f) => f.endsWith('.js')).length;

// 4. The library's API with 2,000 resources, 16 requests in flight (issue 3 budgets).
const cookie = await fetch(`${BASE}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: BASE },
  body: JSON.stringify(BENCH_ADMIN),
}).then((r) => r.headers.get('set-cookie').split(';')[0]);
const count = (await (await fetch(`${BASE}/api/resources?limit=200`)).json()).length;
const words = [
  'toilette',
  'agitation',
  'enfant',
  'autisme',
  'humanitude',
  'validation',
  'sommeil',
  'repas',
  'douleur',
  'famille',
];
for (let i = count; i < 2000; i += 1) {
  const word = words[i % words.length];
  await fetch(`${BASE}/api/resources`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, cookie },
    body: JSON.stringify({
      title: `Ressource de charge ${i} ${word}`,
      description: `Une fiche pratique sur ${word} pour les équipes, numéro ${i}.`,
      content: `<p>${word} ${'contenu pratique '.repeat(40)}</p>`,
      type: ['ouvrage', 'article', 'formation', 'video', 'outil'][i % 5],
      approach: ['montessori', 'humanitude', 'validation', 'pbs', 'pcc'][i % 5],
      audience: ['personnes_agees', 'enfants', 'handicap', 'tous'][i % 4],
      publisher: 'Banc d’essai',
    }),
  });
}

/** p95 latency at 16 connections, measured by autocannon (a light client: Node's fetch adds ~10 ms). */
function p95(paths, amount = 2000) {
  return new Promise((resolve) => {
    const times = [];
    const instance = autocannon(
      {
        url: BASE,
        connections: 16,
        amount,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        requests: paths.map((path) => ({ path })),
      },
      () => {
        times.sort((a, b) => a - b);
        resolve(+times[Math.floor(times.length * 0.95)].toFixed(1));
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}
const searches = words.map((word) => `/api/resources?q=${encodeURIComponent(word)}`);
// A search nobody made yet (not cached): one at a time, the median.
const cold = [];
for (const [i, word] of words.entries()) {
  const started = performance.now();
  await (
    await fetch(`${BASE}/api/resources?q=${encodeURIComponent(word.slice(0, 4 + (i % 3)))}&limit=99`)
  ).arrayBuffer();
  cold.push(performance.now() - started);
}
results.resourcesUncachedSearchMedianMs = +cold.sort((a, b) => a - b)[Math.floor(cold.length / 2)].toFixed(1);
await p95(['/api/resources', ...searches], 300); // warm-up
results.resourcesListP95Ms = await p95(['/api/resources']);
results.resourcesSearchP95Ms = await p95(searches);

// 3. Lighthouse (mobile emulation, its default throttling).
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
results.lighthouse = {};
// Lighthouse scores vary from run to run on a shared machine: each page is measured three
// times and the run with the median performance score is kept (Lighthouse's own advice).
for (const path of ['/', '/faq', '/resources']) {
  const runs = [];
  for (let i = 0; i < 3; i += 1) {
    const { lhr } = await lighthouse(`${BASE}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      logLevel: 'error',
    });
    runs.push(lhr);
  }
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = runs[1];
  results.lighthouse[path] = {
    performance: Math.round(lhr.categories.performance.score * 100),
    performanceRuns: runs.map((r) => Math.round(r.categories.performance.score * 100)),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Math.max(...runs.map((r) => +r.audits['cumulative-layout-shift'].numericValue.toFixed(3))),
    failedA11y: Object.values(lhr.audits)
      .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id),
  };
}
await chrome.kill();
await stop(second.child);

const budgets = [
  ['Home JS before first use ≤ 150 KB gzip', results.homeJsGzipKB <= 150, `${results.homeJsGzipKB} KB`],
  [
    'npm start on existing data answers ≤ 5 s',
    results.startOnExistingDataMs <= 5000,
    `${results.startOnExistingDataMs} ms`,
  ],
  [
    'GET /api/resources (2,000, 16 concurrent) p95 ≤ 15 ms',
    results.resourcesListP95Ms <= 15,
    `${results.resourcesListP95Ms} ms`,
  ],
  [
    'GET /api/resources?q=… p95 ≤ 20 ms',
    results.resourcesSearchP95Ms <= 20,
    `${results.resourcesSearchP95Ms} ms`,
  ],
  ...['/', '/faq'].flatMap((path) => [
    [
      `Lighthouse performance ${path} ≥ 95`,
      results.lighthouse[path].performance >= 95,
      String(results.lighthouse[path].performance),
    ],
    [
      `Lighthouse accessibility ${path} ≥ 95`,
      results.lighthouse[path].accessibility >= 95,
      String(results.lighthouse[path].accessibility),
    ],
  ]),
  [
    '/resources: no layout shift (CLS < 0.1)',
    results.lighthouse['/resources'].cls < 0.1,
    String(results.lighthouse['/resources'].cls),
  ],
];
console.log(JSON.stringify(results, null, 2));
console.log('\nBudgets:');
for (const [name, ok, value] of budgets) console.log(`${ok ? '✔' : '✘'} ${name}: ${value}`);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/latest.json',
  JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
);
process.exit(budgets.every(([, ok]) => ok) ? 0 : 1);
