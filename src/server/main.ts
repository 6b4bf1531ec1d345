import { buildApp, prepareDatabase } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { resolveSessionSecret } from './lib/session-secret';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = { level: config.logLevel };

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database, sessionSecret: resolveSessionSecret(config), logger });
await prepareDatabase(database, config, app.log);
app.log.info(
  { engine: database.engine, payments: config.payments, google: Boolean(config.google) },
  'configuration',
);

async function shutdown(signal: string) {
  app.log.info({ signal }, 'arrêt en cours');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
