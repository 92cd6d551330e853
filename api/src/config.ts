import { resolve } from 'node:path';
import { localSecret } from '@greenleaf/shared/local-secret';
import { PASSWORD_MIN } from '@greenleaf/shared/rules/password';
import { BusinessEnvSchema } from '@greenleaf/shared/rules/vat';
import { TracingEnvSchema } from '@greenleaf/shared/tracing';
import { z } from 'zod';
import { DEFAULT_REFERRAL_CREDIT } from './referrals/credits.js';

/** Environment of the api process, validated once at start-up (README.md, "Configuration"). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4001),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_TOKEN: z.string().min(16, 'API_TOKEN must be at least 16 characters').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  /**
   * The server itself when DATABASE_URL goes through a pooler in transaction mode (PgBouncer): the
   * migrations' lock and LISTEN need a session of their own (docs/operations.md, "A connection pooler").
   */
  DATABASE_DIRECT_URL: z.url().optional(),
  /**
   * A read replica (a hot standby of DATABASE_URL) for the reads that may be a moment behind: the CSV
   * exports and the dashboard's figures (docs/operations.md, "A read replica").
   */
  DATABASE_READ_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().default('admin@greenleaf.local'),
  ADMIN_PASSWORD: z.string().min(PASSWORD_MIN).optional(),
  SLOT_CAPACITY: z.coerce.number().int().min(1).max(100).default(2),
  /** Unpaid (pending) bookings one account, e-mail or phone may hold at a time. */
  MAX_UNPAID_HOLDS: z.coerce.number().int().min(1).max(1000).default(3),
  /** Booking saves that may wait for their turn; one more is answered 503 BUSY at once. */
  BOOKING_SAVE_QUEUE: z.coerce.number().int().min(0).max(10_000).default(100),
  /** No booking may start sooner than this many minutes from now (the gateway learns it from the api). */
  MIN_LEAD_MINUTES: z.coerce.number().int().min(0).max(10_080).default(120),
  /** The rand a customer earns when a friend who gave their referral code pays a first booking (0: none). */
  REFERRAL_CREDIT: z.coerce.number().min(0).max(10_000).default(DEFAULT_REFERRAL_CREDIT),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where uploads are kept: `disk` (DATA_DIR/uploads) or `s3` (an S3-compatible bucket, S3_* below). */
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET: 3-63 lower-case letters, digits, dots, hyphens')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The supplier named on tax invoices (docs/product.md, "Invoices"). */
  ...BusinessEnvSchema.shape,
  /** OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations.md, "Traces"). */
  ...TracingEnvSchema.shape,
});

export type ApiEnv = z.infer<typeof EnvSchema>;

/** The documented local admin password: fine on a laptop, refused in production. */
const DEFAULT_ADMIN_PASSWORD = 'admin12345';
/** The shortest ADMIN_PASSWORD production accepts. */
const PRODUCTION_ADMIN_PASSWORD_MIN = 12;
export type ApiConfig = Omit<ApiEnv, 'API_TOKEN' | 'DATA_DIR' | 'ADMIN_PASSWORD'> & {
  API_TOKEN: string;
  DATA_DIR: string;
  ADMIN_PASSWORD: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const problems: string[] = [];
  if (e.NODE_ENV === 'production') {
    if (!e.API_TOKEN) problems.push('API_TOKEN: required in production');
    if (e.ADMIN_PASSWORD === undefined) {
      problems.push(
        `ADMIN_PASSWORD: required in production (the default ${DEFAULT_ADMIN_PASSWORD} is refused)`,
      );
    } else if (e.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
      problems.push('ADMIN_PASSWORD: the default password is refused in production');
    } else if (e.ADMIN_PASSWORD.length < PRODUCTION_ADMIN_PASSWORD_MIN) {
      problems.push(
        `ADMIN_PASSWORD: must be at least ${PRODUCTION_ADMIN_PASSWORD_MIN} characters in production`,
      );
    }
  }
  if (e.STORAGE === 's3') {
    for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[key]) problems.push(`${key}: required when STORAGE=s3`);
    }
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    problems.push('DATABASE_READ_URL: a read replica needs DATABASE_URL (the embedded database has none)');
  }
  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    ...e,
    DATA_DIR: dataDir,
    API_TOKEN: e.API_TOKEN ?? localSecret(dataDir, 'api-token'),
    ADMIN_PASSWORD: e.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
  };
}
