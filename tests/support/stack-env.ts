import { randomBytes } from 'node:crypto';

/**
 * The environment every whole-stack test starts the api and the gateway with: loopback only, fresh
 * secrets, the payment simulator, two crews' worth of slot capacity unless told otherwise.
 */
export function stackEnv(opts: {
  dataDir: string;
  apiPort: number;
  apiToken: string;
  port: number;
  slotCapacity?: number;
}): Record<string, string> {
  return {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    API_PORT: String(opts.apiPort),
    API_URL: `http://127.0.0.1:${opts.apiPort}`,
    API_TOKEN: opts.apiToken,
    PORT: String(opts.port),
    PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_MODE: 'simulator',
    SLOT_CAPACITY: String(opts.slotCapacity ?? 2),
  };
}

/**
 * What every replica of a multi-process stack shares (one api token, one session secret), with the
 * demo catalogue: add the database and each process's ports.
 */
export function replicaEnv(): Record<string, string> {
  return {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    API_TOKEN: randomBytes(24).toString('hex'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_MODE: 'simulator',
    SLOT_CAPACITY: '2',
    SEED_DEMO_DATA: 'true',
  };
}
