import { resolve } from 'node:path';
import { localSecret } from '@greenleaf/shared/local-secret';
import { z } from 'zod';

/** Environment of the api process, validated once at start-up (decisions.md, "Configuration"). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4001),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_TOKEN: z.string().min(16, 'API_TOKEN must be at least 16 characters').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().default('admin@greenleaf.local'),
  ADMIN_PASSWORD: z.string().min(8).default('admin12345'),
  SLOT_CAPACITY: z.coerce.number().int().min(1).max(100).default(2),
  /** Unpaid (pending) bookings one account, e-mail or phone may hold at a time. */
  MAX_UNPAID_HOLDS: z.coerce.number().int().min(1).max(1000).default(3),
  /** Booking saves that may wait for their turn; one more is answered 503 BUSY at once. */
  BOOKING_SAVE_QUEUE: z.coerce.number().int().min(0).max(10_000).default(100),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ApiEnv = z.infer<typeof EnvSchema>;
export type ApiConfig = Omit<ApiEnv, 'API_TOKEN' | 'DATA_DIR'> & { API_TOKEN: string; DATA_DIR: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.API_TOKEN) {
    throw new Error('Invalid configuration:\n  API_TOKEN: required in production');
  }
  return { ...e, DATA_DIR: dataDir, API_TOKEN: e.API_TOKEN ?? localSecret(dataDir, 'api-token') };
}
