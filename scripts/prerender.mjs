// Prerenders the public pages into dist/client/prerendered/, so the first paint needs no
// JavaScript (Lighthouse budget of issue 2); the server puts that HTML inside #root. Then
// writes compressed copies of the assets.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const out = fileURLToPath(new URL('../dist/prerender', import.meta.url));
await build({
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  logLevel: 'warn',
  build: {
    ssr: fileURLToPath(new URL('../src/client/prerender-entry.tsx', import.meta.url)),
    outDir: out,
    emptyOutDir: true,
  },
});

const { renderPage } = await import(`${out}/prerender-entry.js`);
// The not-found page is rendered from a path no route has.
const pages = {
  '/': 'index',
  '/about': 'about',
  '/approaches': 'approaches',
  '/faq': 'faq',
  '/contact': 'contact',
  '/__introuvable__': 'not-found',
};
const target = fileURLToPath(new URL('../dist/client/prerendered', import.meta.url));
mkdirSync(target, { recursive: true });
for (const [path, name] of Object.entries(pages)) {
  writeFileSync(`${target}/${name}.html`, await renderPage(path));
}
console.log(`Prérendu : ${Object.keys(pages).length} pages`);

// Precompressed copies of the text assets, served as they are by @fastify/static.
const assets = fileURLToPath(new URL('../dist/client', import.meta.url));
for (const file of readdirSync(assets, { recursive: true })) {
  if (!/\.(js|css|svg|txt|json)$/.test(file)) continue;
  const content = readFileSync(`${assets}/${file}`);
  writeFileSync(`${assets}/${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${assets}/${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
