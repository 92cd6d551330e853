/** Starts the gateway: validated configuration, then the express app on PORT. */
import { createServer } from 'node:http';
import { createGateway } from './app.js';
import { loadConfig } from './config.js';
import { createLogger } from './http/logger.js';
import { startTracing } from '@greenleaf/shared/tracing';

// Under `npm start` the supervisor holds an IPC channel to us: it closes when the supervisor is gone
// (even killed with SIGKILL), and we stop rather than keep the port.
let stopWithSupervisor: () => void = () => process.exit(0);
process.on('disconnect', () => stopWithSupervisor());

async function main(): Promise<void> {
  const config = loadConfig();
  const tracing = await startTracing(config.tracing, 'greenleaf-gateway');
  const logger = createLogger(config.logLevel);
  const gateway = await createGateway(config, { logger });
  const server = createServer(gateway.handler);
  server.listen(config.port, config.host, () => {
    logger.info(
      { port: config.port, api: config.apiUrl, payments: config.payment.mode, publicUrl: config.publicUrl },
      `gateway listening on http://${config.host}:${config.port} (GraphQL at /graphql)`,
    );
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Stop accepting; requests in flight finish, idle keep-alive connections are closed now.
    server.close(() => {
      void gateway
        .stop()
        .then(() => tracing?.stop())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  stopWithSupervisor = () => shutdown('supervisor gone');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
