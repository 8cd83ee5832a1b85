import { ConfigError, parseConfig } from './config.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';

let config;
try {
  config = parseConfig(process.env);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const log = createLogger(config.LOG_LEVEL);
// A background job whose promise nobody awaits (a timer's database query while the database is away)
// must not end the process: logged, and the next run tries again.
process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled rejection'));
const running = await startServer(config, { log });
log.info(`Hearth is listening on http://localhost:${running.port}`);

const SHUTDOWN_TIMEOUT_MS = 8000;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    running
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}
