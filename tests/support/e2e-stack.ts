// The stack the browser journeys run against (tests/playwright.config.ts's webServer): `scripts/start.mjs`
// (the api over a fresh PGlite folder with demo data, the gateway with the built client and the payment
// simulator) on two loopback ports chosen free at run time, or E2E_PORT and the next one if set. The
// runner's own pid is passed as STOP_WITH_PID: if the runner is killed (even with SIGKILL) the stack
// stops by itself, so the next run never finds a port "already used".
import { freePortsSync } from '../../scripts/free-ports.mjs';
import { FAR_BUDGETS } from './stack-env.js';

interface E2eStack {
  port: number;
  apiPort: number;
  baseURL: string;
  /** Run by a shell in the repository's root. */
  command: string;
  env: Record<string, string>;
}

/** Which stack: the environment variables naming its ports, its data folder and what it sets apart. */
interface StackVariant {
  prefix: string;
  dataDir: string;
  env: Record<string, string>;
}

const MAIN: StackVariant = { prefix: 'E2E', dataDir: '.tmp/e2e-data', env: {} };

/** The change cut-off of the `cutoff` stack: 30 days, the most the gateway accepts. */
export const CUTOFF_STACK_HOURS = 720;

/**
 * A second stack for the journeys that need a visit inside the customer's change cut-off whatever the
 * hour of the run (tests/e2e/public/change-cutoff.spec.ts): with the default 24 hours, a Saturday
 * afternoon has no start within a day.
 */
export const CUTOFF: StackVariant = {
  prefix: 'E2E_CUTOFF',
  dataDir: '.tmp/e2e-data-cutoff',
  env: { CHANGE_CUTOFF_HOURS: String(CUTOFF_STACK_HOURS) },
};

/**
 * The journeys' stack, stopped when this process ends. The ports are chosen once per run and kept in
 * `vars` (E2E_PORT, E2E_API_PORT), which the runner's workers (loading the same config) inherit.
 */
export function e2eStack(vars: NodeJS.ProcessEnv = process.env, variant: StackVariant = MAIN): E2eStack {
  const portVar = `${variant.prefix}_PORT`;
  const apiPortVar = `${variant.prefix}_API_PORT`;
  if (!vars[portVar]) {
    const [port, apiPort] = freePortsSync(2);
    vars[portVar] = String(port);
    vars[apiPortVar] = String(apiPort);
  }
  const port = Number(vars[portVar]);
  const apiPort = Number(vars[apiPortVar] ?? port + 1);
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    port,
    apiPort,
    baseURL,
    command: 'rm -rf "$DATA_DIR" && node scripts/start.mjs',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      PUBLIC_URL: baseURL,
      DATA_DIR: variant.dataDir,
      PAYMENT_MODE: 'simulator',
      SLOT_CAPACITY: '2',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@greenleaf.local',
      ADMIN_PASSWORD: 'admin12345',
      STOP_WITH_PID: String(process.pid),
      // The journeys book and register from 127.0.0.1 in parallel: the per-address budgets are far away.
      ...FAR_BUDGETS,
      ...variant.env,
    },
  };
}
