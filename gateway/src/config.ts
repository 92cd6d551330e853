import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { localSecret } from '@greenleaf/shared/local-secret';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: a relative CLIENT_DIST means the same folder whatever the working directory. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** PayFast's documented public sandbox merchant (no passphrase is documented for it). */
export const PAYFAST_SANDBOX = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: '' };

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v));

/** Environment of the gateway process, validated once at start-up (decisions.md, "Configuration"). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  API_URL: z.url().default('http://127.0.0.1:4001'),
  API_TOKEN: z.string().min(16, 'API_TOKEN must be at least 16 characters').optional(),
  /** Reads: a stopped or hung api surfaces as UPSTREAM_UNAVAILABLE within this time. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** Writes (booking saves hash passwords and take slot locks) may take longer under load. */
  API_WRITE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  PAYMENT_MODE: z.enum(['simulator', 'sandbox', 'live']).default('simulator'),
  PAYFAST_MERCHANT_ID: optionalText,
  PAYFAST_MERCHANT_KEY: optionalText,
  PAYFAST_PASSPHRASE: z.string().optional(),
  PUBLIC_URL: z
    .url()
    .default('http://localhost:4000')
    .transform((v) => v.replace(/\/+$/, '')),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().min(3).default('GreenLeaf Bookings <bookings@greenleaf.local>'),
  SLOT_CAPACITY: z.coerce.number().int().min(1).max(100).default(2),
  SERVE_CLIENT: z.enum(['true', 'false', 'auto']).default('auto'),
  CLIENT_DIST: z.string().min(1).default('client/dist'),
  /** The catalogue response cache (on by default; off only to measure the gateway without it). */
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  /**
   * The proxies whose x-forwarded-for is believed (comma-separated addresses or CIDRs; default none:
   * the client's address is the connection's peer).
   */
  TRUSTED_PROXIES: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type GatewayEnv = z.infer<typeof EnvSchema>;

export interface PayfastConfig {
  mode: 'simulator' | 'sandbox' | 'live';
  merchantId: string;
  merchantKey: string;
  passphrase: string;
}

export interface GatewayConfig {
  nodeEnv: GatewayEnv['NODE_ENV'];
  port: number;
  host: string;
  apiUrl: string;
  apiToken: string;
  apiTimeoutMs: number;
  apiWriteTimeoutMs: number;
  dataDir: string;
  sessionSecret: string;
  payment: PayfastConfig;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  slotCapacity: number;
  serveClient: 'true' | 'false' | 'auto';
  clientDist: string;
  logLevel: GatewayEnv['LOG_LEVEL'];
  responseCache: boolean;
  /** Proxy addresses/CIDRs whose x-forwarded-for is believed (express `trust proxy`); empty: none. */
  trustedProxies: string[];
}

/** One TRUSTED_PROXIES entry: an IPv4/IPv6 address, optionally with a /prefix. */
function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

function fail(lines: string[]): never {
  throw new Error(`Invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`);
}

/** Reads and validates the environment; throws an error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) fail(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);

  const problems: string[] = [];
  if (production && !e.API_TOKEN) problems.push('API_TOKEN: required in production');
  if (production && !e.SESSION_SECRET) problems.push('SESSION_SECRET: required in production');
  if (production && e.PAYMENT_MODE === 'simulator') {
    problems.push('PAYMENT_MODE: the simulator is refused in production (use sandbox or live)');
  }
  if (production || e.PAYMENT_MODE === 'live') {
    const why = production ? 'required in production' : 'required when PAYMENT_MODE is live';
    if (!e.PAYFAST_MERCHANT_ID) problems.push(`PAYFAST_MERCHANT_ID: ${why}`);
    if (!e.PAYFAST_MERCHANT_KEY) problems.push(`PAYFAST_MERCHANT_KEY: ${why}`);
  }
  if (e.PAYMENT_MODE === 'live' && e.PAYFAST_MERCHANT_ID === PAYFAST_SANDBOX.merchantId) {
    problems.push('PAYFAST_MERCHANT_ID: the public sandbox merchant cannot take live payments');
  }
  const trustedProxies = e.TRUSTED_PROXIES.split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const badProxies = trustedProxies.filter((p) => !isAddressOrCidr(p));
  if (badProxies.length > 0) {
    problems.push(`TRUSTED_PROXIES: not an address or CIDR: ${badProxies.join(', ')}`);
  }
  if (problems.length > 0) fail(problems);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    apiUrl: e.API_URL.replace(/\/+$/, ''),
    apiToken: e.API_TOKEN ?? localSecret(dataDir, 'api-token'),
    apiTimeoutMs: e.API_TIMEOUT_MS,
    apiWriteTimeoutMs: e.API_WRITE_TIMEOUT_MS,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? localSecret(dataDir, 'session-secret'),
    payment: {
      mode: e.PAYMENT_MODE,
      merchantId: e.PAYFAST_MERCHANT_ID ?? PAYFAST_SANDBOX.merchantId,
      merchantKey: e.PAYFAST_MERCHANT_KEY ?? PAYFAST_SANDBOX.merchantKey,
      passphrase: e.PAYFAST_PASSPHRASE ?? PAYFAST_SANDBOX.passphrase,
    },
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    slotCapacity: e.SLOT_CAPACITY,
    serveClient: e.SERVE_CLIENT,
    clientDist: resolve(repoRoot, e.CLIENT_DIST),
    logLevel: e.LOG_LEVEL,
    responseCache: e.RESPONSE_CACHE === 'on',
    trustedProxies,
  };
}
