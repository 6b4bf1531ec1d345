// `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database.
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { exitIfLocked } from './data-dir-lock';

const config = loadConfig();
// Refused, with a French line and exit code 1, while a server or another command uses DATA_DIR.
const database = await exitIfLocked(
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
);
await database.migrate();
await database.close();
console.log(`Migrations appliquées (${database.engine}).`);
