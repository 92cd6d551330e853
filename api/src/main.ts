import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoData } from './db/seed.js';
import { configureDatabase } from './startup.js';
import { openStorage } from './storage/open.js';
import { ensureAdminAccount } from './users/admin-account.js';
import { startHoldExpiry } from './bookings/hold-expiry.js';
import { startTracing } from '@greenleaf/shared/tracing';

const config = loadConfig();
const tracing = await startTracing(config, 'greenleaf-api');
// Under `npm start` the supervisor holds an IPC channel to us: it closes when the supervisor is gone
// (even killed with SIGKILL), and we stop rather than keep the port and the data folder.
let stopWithSupervisor: () => void = () => process.exit(0);
process.on('disconnect', () => stopWithSupervisor());
let log: { warn(obj: object, msg: string): void } = {
  warn: (obj, msg) => console.warn(JSON.stringify({ level: 40, msg, ...obj })),
};
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  directUrl: config.DATABASE_DIRECT_URL,
  readUrl: config.DATABASE_READ_URL,
  dataDir: join(config.DATA_DIR, 'pglite'),
  onPoolError: (err) => log.warn({ err: err.message }, 'database connection lost; the pool reconnects'),
});
await configureDatabase(database, config);
await ensureAdminAccount(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
if (config.SEED_DEMO_DATA) await seedDemoData(database.db);

const storage = await openStorage(config);
const app = await buildApp({ database, config, storage }, { logLevel: config.LOG_LEVEL });
log = app.log;
const stopExpiry = startHoldExpiry(database.db, app.log);
await app.listen({ host: config.API_HOST, port: config.API_PORT });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopExpiry();
  await app.close(); // stops accepting, finishes requests in flight
  await database.close();
  await tracing?.stop().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
stopWithSupervisor = () => void shutdown('supervisor gone');
