// `npm run eval:assistant [cases.json]`: runs sample situations against the real API and prints
// each metric of issue 5's quality bar. Without EVAL_BASE_URL it starts the built server on a
// fresh embedded database (run `npm run build` first). A case: { id, messages[], expect: {
// audience, themes[], approaches_any[], must_ask_followup, emergency, pii[], off_topic } }.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const file = process.argv[2] ?? '../shared/assistant/dev-cases.json';
const { cases } = JSON.parse(readFileSync(file, 'utf8'));
const ADMIN = { username: 'eval_admin', password: 'EvalAdmin2026' };
const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

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
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/config`)).ok) break;
    } catch {}
    if (Date.now() - started > 60_000) throw new Error('le serveur ne répond pas');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const headers = { 'content-type': 'application/json', origin: base };
const login = await fetch(`${base}/api/login`, { method: 'POST', headers, body: JSON.stringify(ADMIN) });
if (!login.ok) throw new Error(`connexion refusée : ${login.status}`);
const cookie = login.headers.get('set-cookie').split(';')[0];

const tally = {};
const count = (metric, ok) => {
  tally[metric] ??= { ok: 0, total: 0 };
  tally[metric].total += 1;
  if (ok) tally[metric].ok += 1;
  return ok;
};
const lines = [];

for (const c of cases) {
  let conversationId;
  let reply;
  const timings = [];
  for (const content of c.messages) {
    const started = performance.now();
    const response = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ content, conversationId }),
    });
    timings.push(performance.now() - started);
    reply = await response.json();
    if (!response.ok) throw new Error(`${c.id}: ${response.status} ${reply.message}`);
    conversationId = reply.conversationId;
  }
  const e = c.expect;
  const stored = await (
    await fetch(`${base}/api/conversations/${conversationId}`, { headers: { cookie } })
  ).text();
  const ids = new Set(
    [...reply.theoretical_approaches, ...reply.practical_approaches].map((a) => a.id).filter(Boolean),
  );
  const asks = /\?/.test(reply.message);
  // Swiss emergency numbers at the very start of the reply (the most relevant first: 144, 117…).
  const numbersFirst =
    reply.analysis.emergency &&
    /\b(?:144|117|118|112|143|145|147|1414|0848 00 13 13)\b/.test(reply.message.slice(0, 400));
  const results = {
    emergency: e.emergency
      ? count('emergency recall', numbersFirst)
      : count('no false emergency', !reply.analysis.emergency),
    pii: count(
      'no identifying substring echoed or stored',
      e.pii.every((secret) => !reply.message.includes(secret) && !stored.includes(secret)),
    ),
    followup: e.must_ask_followup ? count('follow-up when information is missing', asks) : true,
    offTopic: e.off_topic
      ? count('off-topic steered back (no strategies)', reply.analysis.offTopic && ids.size === 0)
      : count('care situation not taken for off-topic', !reply.analysis.offTopic),
    approach: e.approaches_any.length
      ? count(
          'sensible approach',
          e.approaches_any.some((id) => ids.has(id)),
        )
      : true,
    audience: e.audience !== 'unknown' ? count('audience', reply.analysis.audience === e.audience) : true,
  };
  for (const theme of e.themes)
    count(
      'theme recall',
      reply.analysis.themes.some((t) => fold(t) === fold(theme)),
    );
  const failed = Object.entries(results)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  lines.push(
    `${failed.length ? '✘' : '✔'} ${c.id} ${Math.round(Math.max(...timings))} ms${failed.length ? ` — échec : ${failed.join(', ')}` : ''}` +
      ` | public ${reply.analysis.audience ?? '—'} | thèmes ${reply.analysis.themes.join(', ') || '—'} | approches ${[...ids].join(', ') || '—'}`,
  );
}

console.log(lines.join('\n'));
console.log('\nMétriques :');
for (const [name, { ok, total }] of Object.entries(tally)) {
  console.log(`  ${name}: ${ok}/${total} (${Math.round((ok / total) * 100)} %)`);
}
server?.kill('SIGTERM');
