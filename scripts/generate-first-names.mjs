// `node scripts/generate-first-names.mjs`: writes the first names redaction reads
// (src/server/features/assistant/engine/first-names.json) from the lists @faker-js/faker maintains.
// Generated once and committed, so the server does not hold faker's whole locales in memory
// (docs/decisions/020); redact-first-names.test.ts fails when the file and faker disagree.
import { writeFileSync } from 'node:fs';
import { firstNamesFromFaker } from './first-names-from-faker.mjs';

const names = await firstNamesFromFaker();
writeFileSync(
  'src/server/features/assistant/engine/first-names.json',
  `${JSON.stringify({ source: '@faker-js/faker: fr, fr_CH, de_CH, de, it, pt_PT, es, en', names: names.join('\n') })}\n`,
);
console.log(`${names.length} prénoms écrits`);
