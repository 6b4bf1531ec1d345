// `npm test`: lock check, typecheck, lint, unit + API tests (PGlite, then PostgreSQL and a restart of
// it when TEST_DATABASE_URL is set), build, then the browser journeys. Stops at the first failure.
import { execFileSync } from 'node:child_process';

const run = (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
};
const npx = (bin) => `node_modules/.bin/${bin}`;

try {
  run('Lock file covers every platform', 'node', ['scripts/check-lock.mjs']);
  run('Typecheck', npx('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  run('Lint', npx('biome'), ['check', '.']);
  run('Unit and API tests (PGlite)', npx('vitest'), ['run'], { TEST_DATABASE_URL: '' });
  if (process.env.TEST_DATABASE_URL) {
    run('API tests (PostgreSQL)', npx('vitest'), ['run', '--project', 'server']);
    // Stops and restarts the cluster under a running server (as root in CI; skips itself elsewhere).
    run('PostgreSQL restart under load', 'node', ['scripts/db-outage.mjs']);
  }
  run('Build', 'npm', ['run', 'build']);
  run('Browser journeys', npx('playwright'), ['test']);
} catch (error) {
  process.exit(typeof error.status === 'number' ? error.status : 1);
}
