import { randomBytes } from 'node:crypto';

/**
 * Whole-stack tests, journeys and the bench book, register and query from 127.0.0.1 all day: the
 * per-address abuse budgets (docs/operations.md, "Limits") are set far away. The tests of the budgets
 * themselves set their own.
 */
export const FAR_BUDGETS: Record<string, string> = {
  HOLDS_PER_ADDRESS: '100000',
  SHORT_HOLD_AFTER: '100000',
  SIGNUPS_PER_ADDRESS: '100000',
  GRAPHQL_REQUESTS_PER_MINUTE: '1000000',
  GRAPHQL_COST_PER_MINUTE: '100000000',
};

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
    ...FAR_BUDGETS,
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
    ...FAR_BUDGETS,
  };
}
