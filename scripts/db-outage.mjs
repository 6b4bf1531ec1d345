// `npm test` step (CI, as root, TEST_DATABASE_URL set): PostgreSQL really restarts under a running
// server (docs/decisions/011). Checks that the process stays up, that every write acknowledged
// with 2xx is in the database, that requests during the outage get a French 503 (never a 500 nor a
// dropped connection), that it serves again within 5 s of the database's return, and that SIGTERM
// lets the requests under way finish. Skipped, with a line saying why, where it cannot run.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';

const RECOVERY_BUDGET_MS = 5_000;
const unavailable = 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.';
const baseUrl = process.env.TEST_DATABASE_URL;
const hasPgCtl = () => {
  try {
    execFileSync('pg_lsclusters', ['--no-header'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
if (!baseUrl || process.getuid?.() !== 0 || !hasPgCtl()) {
  console.log('Panne PostgreSQL : ignorée (il faut TEST_DATABASE_URL, root et pg_ctlcluster).');
  process.exit(0);
}

// The cluster serving TEST_DATABASE_URL: the pg_lsclusters line with its port.
const dbPort = new URL(baseUrl).port || '5432';
const clusterLine = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
  .split('\n')
  .map((line) => line.trim().split(/\s+/))
  .find((cols) => cols[2] === dbPort);
if (!clusterLine) throw new Error(`aucun cluster sur le port ${dbPort}`);
const [version, cluster] = clusterLine;
const pgCtl = (action, ...extra) =>
  promisify(execFile)('pg_ctlcluster', [version, cluster, action, ...extra]);

const onDb = async (url, fn) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};
const name = `sophia_outage_${randomBytes(5).toString('hex')}`;
const appDbUrl = Object.assign(new URL(baseUrl), { pathname: `/${name}` }).href;
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

// Each write comes from its own loopback address: the contact form's per-address limit
// (10 per 10 minutes) never answers 429, and no proxy setting is needed.
let sent = 0;
const send = (port, method, path, body) => {
  const n = ++sent;
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        localAddress: `127.1.${(n >> 8) & 255}.${n & 255 || 1}`,
        headers: payload ? { 'content-type': 'application/json' } : {},
        timeout: 15_000,
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, text: error.message }));
    req.end(payload);
  });
};
const contact = (i) => ({
  name: 'Panne',
  email: `panne-${i}@example.ch`,
  role: 'nurse',
  subject: `Panne ${name} n°${i}`,
  message: 'Un message écrit pendant la panne de la base.',
});

const dataDir = mkdtempSync(join(tmpdir(), 'sophia-outage-'));
const port = await freePort();
let server;
let logs = '';
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '  ✓' : '  ✗'} ${what}`);
  if (!ok) failures.push(what);
};

try {
  await onDb(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: appDbUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (logs += chunk));
  server.stderr.on('data', (chunk) => (logs += chunk));
  const started = Date.now();
  while ((await send(port, 'GET', '/healthz')).status !== 200) {
    if (server.exitCode !== null || Date.now() - started > 60_000)
      throw new Error('le serveur ne démarre pas');
    await sleep(200);
  }

  // A steady stream of writes from 4 clients, through the whole outage.
  const results = [];
  let writing = true;
  let written = 0;
  const writer = async () => {
    while (writing) {
      const i = ++written;
      const response = await send(port, 'POST', '/api/contact', contact(i));
      results.push({ i, at: Date.now(), ...response });
      await sleep(15);
    }
  };
  const writers = Array.from({ length: 4 }, writer);
  await sleep(1_500);
  console.log(`▶ arrêt de PostgreSQL ${version}/${cluster} (-m fast)`);
  await pgCtl('stop', '-m', 'fast');
  await sleep(2_000);
  const readyDown = await send(port, 'GET', '/readyz');
  const healthDown = await send(port, 'GET', '/healthz');
  console.log('▶ redémarrage de PostgreSQL');
  await pgCtl('start');
  const back = Date.now();
  let readyAt;
  while (!readyAt && Date.now() - back < 15_000) {
    if ((await send(port, 'GET', '/readyz')).status === 200) readyAt = Date.now();
    else await sleep(100);
  }
  await sleep(1_000);
  writing = false;
  await Promise.all(writers);

  const firstWriteBack = results.find((r) => r.at >= back && r.status === 201)?.at;
  const recovery =
    Math.max(readyAt ?? Number.POSITIVE_INFINITY, firstWriteBack ?? Number.POSITIVE_INFINITY) - back;
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  console.log(
    `  écritures : ${JSON.stringify(statuses)} ; reprise ${recovery} ms après le retour de la base`,
  );
  const acknowledged = results.filter((r) => r.status === 201).map((r) => `Panne ${name} n°${r.i}`);
  const stored = new Set(
    (await onDb(appDbUrl, (c) => c.query('SELECT subject FROM contact_messages'))).rows.map((r) => r.subject),
  );
  const unexpected = results.filter((r) => r.status !== 201 && r.status !== 503);
  const refused = results.filter((r) => r.status === 503);
  check(server.exitCode === null, 'le serveur reste en vie');
  check(
    unexpected.length === 0,
    `aucune autre réponse que 201 ou 503 (${JSON.stringify(unexpected.slice(0, 3))})`,
  );
  check(refused.length > 0, 'les écritures pendant la panne reçoivent 503');
  check(
    refused.every((r) => JSON.parse(r.text).message === unavailable),
    'le 503 porte le message en français',
  );
  check(
    acknowledged.every((s) => stored.has(s)),
    `les ${acknowledged.length} écritures acquittées sont en base`,
  );
  check(
    readyDown.status === 503 && healthDown.status === 200,
    '/readyz 503 et /healthz 200 pendant la panne',
  );
  check(
    recovery <= RECOVERY_BUDGET_MS,
    `le service reprend en moins de ${RECOVERY_BUDGET_MS} ms (${recovery} ms)`,
  );

  // SIGTERM with writes under way: they are held by a table lock, then released after the signal.
  console.log('▶ SIGTERM pendant des écritures');
  const blocker = new pg.Client({ connectionString: appDbUrl });
  await blocker.connect();
  await blocker.query('BEGIN');
  await blocker.query('LOCK TABLE contact_messages IN ACCESS EXCLUSIVE MODE');
  const inflight = [1, 2, 3].map((k) => send(port, 'POST', '/api/contact', contact(100_000 + k)));
  for (let waited = 0; waited < 5_000; waited += 100) {
    const { rows } = await blocker.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
      [name],
    );
    if (rows[0].n === 3) break;
    await sleep(100);
  }
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  server.kill('SIGTERM');
  await sleep(500);
  check(server.exitCode === null, 'après SIGTERM, le serveur attend les requêtes en cours');
  await blocker.query('COMMIT');
  await blocker.end();
  const answers = await Promise.all(inflight);
  const code = await Promise.race([exited, sleep(8_000).then(() => 'pas sorti')]);
  check(
    answers.every((a) => a.status === 201),
    `les requêtes en cours aboutissent (${answers.map((a) => a.status)})`,
  );
  check(code === 0, `le serveur sort avec le code 0 (${code})`);
  const after = await onDb(appDbUrl, (c) =>
    c.query('SELECT count(*)::int AS n FROM contact_messages WHERE email LIKE $1', [
      'panne-10000_@example.ch',
    ]),
  );
  check(after.rows[0].n === 3, 'les écritures terminées pendant l’arrêt sont en base');
} catch (error) {
  failures.push(String(error?.stack ?? error));
} finally {
  // Whatever happened, PostgreSQL is left running for what follows.
  await pgCtl('start').catch(() => {});
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await onDb(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\nJournal du serveur (fin) :\n${logs.slice(-4_000)}`);
  console.error(`\nÉchecs :\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Panne PostgreSQL : le serveur a tenu.');
