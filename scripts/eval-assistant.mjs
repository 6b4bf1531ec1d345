// `npm run eval:assistant [file.json…]`: replays situations against the real API and prints the
// assistant's quality metrics (eval/README.md). By default both parts of the corpus: `eval/dev`
// (each case's line is printed) and `eval/sealed` (only its scores: the engine's authors never
// read it). Without EVAL_BASE_URL it starts the built server on a fresh embedded database (run
// `npm run build` first).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { boilerplateShare, percentile, repeatedAdvice, scoreCase } from './eval/metrics.mjs';

const ADMIN = { username: 'eval_admin', password: 'EvalAdmin2026' };

function loadPart(name, files) {
  const cases = files.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).cases);
  return { name, cases };
}
const folder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(dir, f))
    : [];
const given = process.argv.slice(2);
// A sealed file keeps its cases unprinted, even when named on the command line.
const parts = given.length
  ? [
      loadPart(
        'cas donnés',
        given.filter((f) => !f.includes('sealed')),
      ),
      loadPart(
        'scellé',
        given.filter((f) => f.includes('sealed')),
      ),
    ]
  : [loadPart('développement', folder('eval/dev')), loadPart('scellé', folder('eval/sealed'))];

let base = process.env.EVAL_BASE_URL;
let server;
if (!base) {
  const port = 5399;
  base = `http://localhost:${port}`;
  rmSync('tmp/eval-data', { recursive: true, force: true });
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'tmp/eval-data',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      CHAT_MESSAGES_PER_MINUTE: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (Date.now() - started > 60_000) throw new Error('le serveur ne répond pas');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const headers = { 'content-type': 'application/json', origin: base };
const login = await fetch(`${base}/api/login`, { method: 'POST', headers, body: JSON.stringify(ADMIN) });
if (!login.ok) throw new Error(`connexion refusée : ${login.status}`);
const cookie = login.headers.get('set-cookie').split(';')[0];

async function runCase(testCase) {
  let conversationId;
  const turns = [];
  for (const content of testCase.messages) {
    const started = performance.now();
    const response = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ content, conversationId }),
    });
    const ms = performance.now() - started;
    const reply = await response.json();
    if (!response.ok) throw new Error(`${testCase.id}: ${response.status} ${reply.message}`);
    conversationId = reply.conversationId;
    turns.push({ reply, ms });
  }
  const stored = await (
    await fetch(`${base}/api/conversations/${conversationId}`, { headers: { cookie } })
  ).text();
  return { turns, stored };
}

const pct = (ok, total) => (total ? `${Math.round((ok / total) * 1000) / 10} %` : '—');

async function evaluatePart({ name, cases }) {
  if (cases.length === 0) return;
  const tally = {};
  const substantive = [];
  const timings = [];
  let repeated = 0;
  let conversationsWithRepeats = 0;
  let echoed = 0;
  let facts = 0;
  const lines = [];
  for (const testCase of cases) {
    const { turns, stored } = await runCase(testCase);
    const { checks, facts: f } = scoreCase(testCase, turns, stored);
    for (const [metric, ok] of Object.entries(checks)) {
      tally[metric] ??= { ok: 0, total: 0 };
      tally[metric].total += 1;
      if (ok) tally[metric].ok += 1;
    }
    echoed += f.echoed;
    facts += f.total;
    timings.push(...turns.map((t) => t.ms));
    const plain = turns.filter((t) => !t.reply.analysis?.emergency && !t.reply.analysis?.offTopic);
    substantive.push(...plain.map((t) => t.reply.message));
    const repeats = repeatedAdvice(plain.map((t) => t.reply.message));
    repeated += repeats;
    if (repeats > 0) conversationsWithRepeats += 1;
    const failed = Object.entries(checks)
      .filter(([, ok]) => !ok)
      .map(([metric]) => metric);
    const last = turns.at(-1).reply;
    lines.push(
      `${failed.length ? '✘' : '✔'} ${testCase.id}${failed.length ? ` — échec : ${failed.join(', ')}` : ''}` +
        ` | public ${last.analysis?.audience ?? '—'} | approches ${
          [
            ...new Set(
              [...(last.theoretical_approaches ?? []), ...(last.practical_approaches ?? [])].map((a) => a.id),
            ),
          ].join(', ') || '—'
        }${repeats ? ` | ${repeats} ligne(s) répétée(s)` : ''}`,
    );
  }
  console.log(`\n━━ Partie ${name} : ${cases.length} cas`);
  if (name !== 'scellé') console.log(lines.join('\n'));
  console.log('Métriques :');
  for (const [metric, { ok, total }] of Object.entries(tally)) {
    console.log(`  ${metric}: ${ok}/${total} (${pct(ok, total)})`);
  }
  const alarms = tally['no false alarm'];
  if (alarms)
    console.log(
      `  false alarms: ${alarms.total - alarms.ok}/${alarms.total} (${pct(alarms.total - alarms.ok, alarms.total)})`,
    );
  console.log(
    `  boilerplate (text shared by ≥ half of the substantive replies): ${pct(boilerplateShare(substantive) * 1000, 1000)}`,
  );
  console.log(
    `  repeated advice lines across turns: ${repeated} (in ${conversationsWithRepeats} conversations)`,
  );
  console.log(`  facts echoed in the last reply: ${echoed}/${facts} (${pct(echoed, facts)})`);
  console.log(
    `  latency per message (HTTP, engine + database): p50 ${Math.round(percentile(timings, 50))} ms, p95 ${Math.round(percentile(timings, 95))} ms`,
  );
}

try {
  for (const part of parts) await evaluatePart(part);
} finally {
  server?.kill('SIGTERM');
}
