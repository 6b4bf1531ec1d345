import { buildApp, prepareDatabase } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { exitIfLocked } from './db/data-dir-lock';
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

// Until the app (and its logger) exists, a lost connection is told on stderr.
let onConnectionError = (err: Error) => console.warn(`Connexion à PostgreSQL perdue : ${err.message}`);
const database = await exitIfLocked(
  openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (err) => onConnectionError(err),
  }),
);
const app = await buildApp({ config, database, sessionSecret: resolveSessionSecret(config), logger });
onConnectionError = (err) =>
  app.log.warn({ err }, 'connexion à la base perdue ; reprise à la prochaine requête');
await prepareDatabase(database, config, app.log);
app.log.info(
  { engine: database.engine, payments: config.payments, google: Boolean(config.google) },
  'configuration',
);

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
let stopping = false;

/**
 * SIGTERM (an orchestrator, a deploy): stop accepting, let the requests under way finish, close
 * the database, exit 0. A second signal, or the timeout, exits at once with 1.
 */
async function shutdown(signal: string) {
  if (stopping) {
    app.log.warn({ signal }, 'second signal: arrêt immédiat');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'arrêt en cours : fin des requêtes en cours');
  setTimeout(() => {
    app.log.error('arrêt trop long : sortie forcée');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'arrêt en erreur');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
