// Fails when package-lock.json lacks an entry for an optional dependency of a locked package.
// npm writes only the current platform's binaries (Biome, Tailwind's oxide, esbuild…) when the
// lock is made over an existing node_modules; `npm ci` then refuses the lock on every machine.
// See docs/decisions/009-hardening-choices.md.
import { readFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const packages = lock.packages ?? {};

/** Node's resolution: the nearest node_modules folder up from the dependent package. */
function resolves(from, name) {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(path, name)) missing.push(`${name} (pour ${path || 'la racine'})`);
  }
}
if (missing.length > 0) {
  console.error(
    `package-lock.json ne couvre pas toutes les plateformes ; manquent :\n  ${missing.join('\n  ')}`,
  );
  console.error('Régénérez-le sans node_modules : npm install --package-lock-only');
  process.exit(1);
}
console.log(`package-lock.json : ${Object.keys(packages).length} paquets, toutes les plateformes.`);
