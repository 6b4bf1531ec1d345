// Bundles the server (and the shared code it imports) into dist/server; packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts', 'src/server/db/migrate-cli.ts', 'src/server/db/seed-cli.ts'],
  outdir: 'dist/server',
  outbase: 'src/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
