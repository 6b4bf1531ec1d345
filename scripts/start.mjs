// `npm start`: builds the client and server when the sources are newer than the build, then
// serves. A second start on an unchanged tree skips the build and answers within seconds.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outputs = ['dist/client/index.html', 'dist/server/main.js'];
const inputs = ['src', 'public', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const builtAt = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
const changedAt = Math.max(...inputs.map(newestMtime));
if (builtAt < changedAt) {
  console.log('Construction du client et du serveur…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  execFileSync(process.execPath, ['scripts/prerender.mjs'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}

await import('../dist/server/main.js');
