// `npm run db:seed`: migrates, then runs every idempotent seed and the admin bootstrap.
import { prepareDatabase } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { exitIfLocked } from './data-dir-lock';

const config = loadConfig();
// Refused, with a French line and exit code 1, while a server or another command uses DATA_DIR.
const database = await exitIfLocked(
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
);
await prepareDatabase(database, config, { info: console.log, warn: console.warn });
await database.close();
console.log(`Données initiales en place (${database.engine}).`);
