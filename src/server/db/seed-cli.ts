// `npm run db:seed`: migrates, then runs every idempotent seed and the admin bootstrap.
import { prepareDatabase } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await prepareDatabase(database, config, { info: console.log, warn: console.warn });
await database.close();
console.log(`Données initiales en place (${database.engine}).`);
