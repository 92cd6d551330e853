import { resolve } from 'node:path';
import { createHmac } from 'node:crypto';
import { localSecret } from '@greenleaf/shared/local-secret';
import { fileURLToPath } from 'node:url';
import { BusinessEnvSchema } from '@greenleaf/shared/rules/vat';
import { TracingEnvSchema } from '@greenleaf/shared/tracing';
import { z } from 'zod';
import { OfficeAddressSchema, OfficeHoursSchema } from './site-info/office-details.js';
import { WEBHOOK_DISABLE_AFTER_SECONDS } from '@greenleaf/shared/rules/webhooks';
import { NOTICE_GRACE_SECONDS } from '@greenleaf/shared/rules/email-outbox';
import { blockedFetchPort, isProxyEntry, isSourceEntry } from './config-checks.js';

/** The repository root: a relative CLIENT_DIST means the same folder whatever the working directory. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** PayFast's documented public sandbox merchant and its passphrase (public: refused in live mode). */
const PAYFAST_SANDBOX = {
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'jt7NOE43FZPn',
} as const;

/** PayFast's server confirmation endpoints (a notification counts only when they answer VALID). */
const PAYFAST_VALIDATE_URLS = {
  sandbox: 'https://sandbox.payfast.co.za/eng/query/validate',
  live: 'https://www.payfast.co.za/eng/query/validate',
} as const;

/**
 * Where PayFast sends notifications from, as PayFast documents it: its host names (resolved when the
 * gateway starts) and its address ranges.
 */
const PAYFAST_SOURCE_ADDRESSES = [
  'www.payfast.co.za',
  'sandbox.payfast.co.za',
  'w1w.payfast.co.za',
  'w2w.payfast.co.za',
  '197.97.145.144/28',
  '41.74.179.192/27',
  '102.216.36.0/28',
  '102.216.36.128/28',
  '144.126.193.139',
] as const;

/** A comma-separated list (blank entries dropped). */
const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  );

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v));

/** Environment of the gateway process, validated once at start-up (README.md, "Configuration"). */
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
  PAYFAST_PASSPHRASE: optionalText,
  /** Where notifications are confirmed (PayFast's validate endpoint for the mode; the simulator's own). */
  PAYFAST_VALIDATE_URL: optionalText.pipe(z.url().optional()),
  /** Addresses, ranges (CIDR) or host names notifications may come from (sandbox and live). */
  PAYFAST_SOURCE_ADDRESSES: commaList,
  /** Proxies whose x-forwarded-for is believed (express `trust proxy` list); empty: none. */
  TRUSTED_PROXIES: commaList,
  PUBLIC_URL: z
    .url()
    .default('http://localhost:4000')
    .transform((v) => v.replace(/\/+$/, '')),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().min(3).default('GreenLeaf Bookings <bookings@greenleaf.local>'),
  /** How long, by default, a booking the office makes with a payment link holds its place (the office may choose another). */
  OFFICE_PAYMENT_LINK_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(48),
  /** The largest discount, in percent, the office may give on a booking it makes (docs/product.md, "The office's discount"); 0 turns it off. */
  OFFICE_DISCOUNT_MAX_PERCENT: z.coerce.number().min(0).max(100).default(15),
  /** A customer may move or cancel a booking until this many hours before the visit. */
  CHANGE_CUTOFF_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** The office's phone number, as the site prints it (and gives a customer whose change comes too late). */
  OFFICE_PHONE: z.string().trim().min(1).default('+27 21 555 0142'),
  /** The office's e-mail address, as the site prints it. */
  OFFICE_EMAIL: z.email().default('hello@greenleaf.co.za'),
  /** The business's VAT number, as the api's (shared/src/rules/vat.ts); empty: not VAT-registered. */
  BUSINESS_VAT_NUMBER: BusinessEnvSchema.shape.BUSINESS_VAT_NUMBER,
  /** The office's address: street; locality; region; postal code. */
  OFFICE_ADDRESS: OfficeAddressSchema.prefault(
    'Unit 12, Century Park Business Park; Century City, Cape Town; Western Cape; 7441',
  ),
  /** The office's hours (schema.org's form, entries separated by ";"); other days are closed. */
  OFFICE_HOURS: OfficeHoursSchema.prefault('Mo-Fr 07:30-17:30; Sa 08:00-13:00'),
  /** Signs the manage links in booking e-mails (default: derived from SESSION_SECRET, or kept in DATA_DIR). */
  MANAGE_LINK_SECRET: z.string().min(32, 'MANAGE_LINK_SECRET must be at least 32 characters').optional(),
  /** Signs the device cookies of sign-in (default: derived from SESSION_SECRET, or kept in DATA_DIR). */
  DEVICE_COOKIE_SECRET: z.string().min(32, 'DEVICE_COOKIE_SECRET must be at least 32 characters').optional(),
  /** How long a manage link in an e-mail stays valid. */
  MANAGE_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(90),
  /** Signs the binding quotes' tokens (default: derived from SESSION_SECRET, or kept in DATA_DIR). */
  QUOTE_TOKEN_SECRET: z.string().min(32, 'QUOTE_TOKEN_SECRET must be at least 32 characters').optional(),
  /** How long a quote's token binds its total (minutes). */
  QUOTE_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /** The reminder e-mail goes out this many hours before a confirmed visit. */
  REMINDER_LEAD_HOURS: z.coerce.number().int().min(1).max(336).default(24),
  /** How often each replica looks for reminders due (seconds); 0 turns the job off. */
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** How often each replica creates the recurring series' visits ahead (seconds); 0 turns the job off. */
  SERIES_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** A series' later visit is charged to its customer's saved card this many hours before it. */
  CARD_ON_FILE_CHARGE_HOURS_BEFORE: z.coerce.number().int().min(1).max(336).default(48),
  /** How often each replica looks for card-on-file charges due (seconds); 0 turns the job off. */
  CARD_ON_FILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** How often each replica delivers partners' webhooks due (seconds); 0 turns the job off. */
  WEBHOOK_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
  /** How often each replica sends the e-mails due again from the outbox (seconds); 0 turns the job off. */
  EMAIL_OUTBOX_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(15),
  /** The wait before a refused e-mail's first retry (seconds), doubling after, at most 15 minutes. */
  EMAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /**
   * How long after its change a notice left uncomposed (its replica stopped) waits for the outbox job
   * of any replica to compose it (seconds; email/notices.ts).
   */
  NOTICE_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(NOTICE_GRACE_SECONDS),
  /** An endpoint every attempt to which has failed this long (seconds; default 3 days) is disabled. */
  WEBHOOK_DISABLE_AFTER_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(90 * 86_400)
    .default(WEBHOOK_DISABLE_AFTER_SECONDS),
  /** Travel up to this many minutes from the nearest branch costs no call-out fee. */
  CALL_OUT_FREE_MINUTES: z.coerce.number().int().min(0).max(600).default(30),
  SERVE_CLIENT: z.enum(['true', 'false', 'auto']).default('auto'),
  CLIENT_DIST: z.string().min(1).default('client/dist'),
  /** The catalogue response cache (on by default; off only to measure the gateway without it). */
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** New unpaid checkout holds per client address in 30 minutes (docs/operations.md, "Limits"). */
  HOLDS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(6),
  /** From this many new holds of one address in 30 minutes on, a new customer's hold is SHORT_HOLD_MINUTES. */
  SHORT_HOLD_AFTER: z.coerce.number().int().min(1).max(100_000).default(3),
  /** The shorter hold, in minutes, of a new customer's booking from a busy address. */
  SHORT_HOLD_MINUTES: z.coerce.number().int().min(1).max(30).default(10),
  /** New accounts (register) per client address in an hour. */
  SIGNUPS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(5),
  /** /graphql requests per client address in a minute (HTTP 429 past it). */
  GRAPHQL_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** /graphql cost (lists counted by their size) per client address in a minute. */
  GRAPHQL_COST_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(300_000),
  /** OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations.md, "Traces"). */
  ...TracingEnvSchema.shape,
});

type GatewayEnv = z.infer<typeof EnvSchema>;

/** PayFast's API (sandbox calls add `?testing=true`). */
const PAYFAST_API_URL = 'https://api.payfast.co.za';
/** The simulator's stand-in for PayFast's API (a route of this gateway). */
const simulatorApiUrl = (publicUrl: string) => `${publicUrl}/payments/simulator/api`;

/** The simulator's stand-in for PayFast's validate endpoint (a route of this gateway). */
export const simulatorValidateUrl = (publicUrl: string) => `${publicUrl}/payments/simulator/validate`;

function fail(lines: string[]): never {
  throw new Error(`Invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`);
}

/** What is wrong with an environment that parsed: each line names its variable. */
function problemsOf(e: GatewayEnv): string[] {
  const production = e.NODE_ENV === 'production';

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
  if (e.PAYMENT_MODE === 'live') {
    if (e.PAYFAST_MERCHANT_ID === PAYFAST_SANDBOX.merchantId) {
      problems.push('PAYFAST_MERCHANT_ID: the public sandbox merchant cannot take live payments');
    }
    if (e.PAYFAST_MERCHANT_KEY === PAYFAST_SANDBOX.merchantKey) {
      problems.push('PAYFAST_MERCHANT_KEY: the public sandbox merchant key cannot take live payments');
    }
    if (e.PAYFAST_PASSPHRASE === PAYFAST_SANDBOX.passphrase) {
      problems.push('PAYFAST_PASSPHRASE: the public sandbox passphrase cannot sign live payments');
    }
  }
  // Sandbox and live sign with the merchant's passphrase; only PayFast's public sandbox merchant has a
  // documented one to fall back on.
  const sandboxMerchant =
    (e.PAYFAST_MERCHANT_ID ?? PAYFAST_SANDBOX.merchantId) === PAYFAST_SANDBOX.merchantId;
  if (
    e.PAYMENT_MODE !== 'simulator' &&
    !e.PAYFAST_PASSPHRASE &&
    !(e.PAYMENT_MODE === 'sandbox' && sandboxMerchant)
  ) {
    problems.push(`PAYFAST_PASSPHRASE: required when PAYMENT_MODE is ${e.PAYMENT_MODE}`);
  }
  // The gateway's own fetch (undici) refuses the Fetch standard's blocked ports ("bad port"): an api
  // or, with the simulator, a public address on one of them would fail every call, only in the logs.
  const apiPort = blockedFetchPort(e.API_URL);
  if (apiPort !== null) {
    problems.push(`API_URL: port ${apiPort} is one fetch refuses to connect to; choose another port`);
  }
  const publicPort = e.PAYMENT_MODE === 'simulator' ? blockedFetchPort(e.PUBLIC_URL) : null;
  if (publicPort !== null) {
    problems.push(
      `PUBLIC_URL: port ${publicPort} is one fetch refuses to connect to, so the payment simulator could not send its notifications; choose another port`,
    );
  }
  const badSource = e.PAYFAST_SOURCE_ADDRESSES.find((s) => !isSourceEntry(s));
  if (badSource !== undefined) {
    problems.push(`PAYFAST_SOURCE_ADDRESSES: "${badSource}" is not an address, a range or a host name`);
  }
  const badProxy = e.TRUSTED_PROXIES.find((s) => !isProxyEntry(s));
  if (badProxy !== undefined) {
    problems.push(`TRUSTED_PROXIES: "${badProxy}" is not an address, a range or a name express knows`);
  }
  return problems;
}

/**
 * A signing key replicas must share: without its own variable it is derived from SESSION_SECRET (which
 * production requires); a local run keeps one in DATA_DIR.
 */
function sharedSecret(e: GatewayEnv, dataDir: string, purpose: string, localName: string): string {
  return e.SESSION_SECRET
    ? createHmac('sha256', e.SESSION_SECRET).update(purpose).digest('base64url')
    : localSecret(dataDir, localName);
}

/** The configuration of a valid environment (local secrets are made in DATA_DIR when not given). */
function configOf(e: GatewayEnv) {
  const dataDir = resolve(e.DATA_DIR);
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
      /** Every mode signs with one: the simulator's is a local secret in the data folder. */
      passphrase:
        e.PAYFAST_PASSPHRASE ??
        (e.PAYMENT_MODE === 'simulator'
          ? localSecret(dataDir, 'payfast-passphrase')
          : PAYFAST_SANDBOX.passphrase),
      /** The provider's server confirmation of a notification (POST, answer `VALID`). */
      validateUrl:
        e.PAYFAST_VALIDATE_URL ??
        (e.PAYMENT_MODE === 'simulator'
          ? simulatorValidateUrl(e.PUBLIC_URL)
          : PAYFAST_VALIDATE_URLS[e.PAYMENT_MODE]),
      /** The provider's API (ad hoc charges and cancels of saved cards); the simulator plays it. */
      apiUrl: e.PAYMENT_MODE === 'simulator' ? simulatorApiUrl(e.PUBLIC_URL) : PAYFAST_API_URL,
      /** Sources a notification may come from (sandbox and live; the simulator's come from the gateway). */
      sourceAddresses:
        e.PAYFAST_SOURCE_ADDRESSES.length > 0 ? e.PAYFAST_SOURCE_ADDRESSES : [...PAYFAST_SOURCE_ADDRESSES],
    },
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** Travel up to this many minutes costs no call-out fee (pricing/earned.ts). */
    callOutFreeMinutes: e.CALL_OUT_FREE_MINUTES,
    /** Customers may move or cancel a booking until this many hours before the visit. */
    changeCutoffHours: e.CHANGE_CUTOFF_HOURS,
    /** The office's payment-link booking holds its place this many hours unless the office picks another time. */
    officePaymentLinkHours: e.OFFICE_PAYMENT_LINK_HOURS,
    /** The largest office's discount in percent (pricing/office-discount.ts); 0: the office gives none. */
    officeDiscountMaxPercent: e.OFFICE_DISCOUNT_MAX_PERCENT,
    officePhone: e.OFFICE_PHONE,
    officeEmail: e.OFFICE_EMAIL,
    /** VAT-registered (BUSINESS_VAT_NUMBER set): a price breakdown shows the VAT its total includes. */
    vatRegistered: e.BUSINESS_VAT_NUMBER !== '',
    officeAddress: e.OFFICE_ADDRESS,
    officeHours: e.OFFICE_HOURS,
    /** The key that signs manage links (booking/manage-token.ts). */
    manageLinkSecret:
      e.MANAGE_LINK_SECRET ?? sharedSecret(e, dataDir, 'greenleaf manage links', 'manage-link-secret'),
    manageLinkDays: e.MANAGE_LINK_DAYS,
    /** The key that signs device cookies (auth/device-cookie.ts); replicas share it, as the manage links' key. */
    deviceCookieSecret:
      e.DEVICE_COOKIE_SECRET ?? sharedSecret(e, dataDir, 'greenleaf device cookies', 'device-cookie-secret'),
    /** The key that signs quote tokens (booking/quote-token.ts); replicas share it, as the manage links' key. */
    quoteTokenSecret:
      e.QUOTE_TOKEN_SECRET ?? sharedSecret(e, dataDir, 'greenleaf quote tokens', 'quote-token-secret'),
    quoteTokenMinutes: e.QUOTE_TOKEN_MINUTES,
    /** Reminders go out this many hours before a confirmed visit (booking/reminder-job.ts). */
    reminderLeadHours: e.REMINDER_LEAD_HOURS,
    /** Seconds between the reminder job's runs; 0: off. */
    reminderIntervalSeconds: e.REMINDER_INTERVAL_SECONDS,
    /** Seconds between the series job's runs (series/series-job.ts); 0: off. */
    seriesJobIntervalSeconds: e.SERIES_JOB_INTERVAL_SECONDS,
    /** A saved card is charged this many hours before a series' later visit (payments/card-charge-job.ts). */
    cardChargeHoursBefore: e.CARD_ON_FILE_CHARGE_HOURS_BEFORE,
    /** Seconds between the card-on-file charge job's runs; 0: off. */
    cardChargeIntervalSeconds: e.CARD_ON_FILE_INTERVAL_SECONDS,
    /** Seconds between the webhook delivery job's runs (webhooks/delivery-job.ts); 0: off. */
    webhookIntervalSeconds: e.WEBHOOK_INTERVAL_SECONDS,
    /** Seconds between the e-mail outbox job's runs (email/outbox-job.ts); 0: off. */
    emailOutboxIntervalSeconds: e.EMAIL_OUTBOX_INTERVAL_SECONDS,
    /** A refused e-mail's first wait before it goes again (seconds), doubling after. */
    emailRetryBaseSeconds: e.EMAIL_RETRY_BASE_SECONDS,
    /** A notice left uncomposed this long after its change is composed by the outbox job (email/notices.ts). */
    noticeGraceSeconds: e.NOTICE_GRACE_SECONDS,
    /** An endpoint failing this long is disabled and the administrators told (webhooks/delivery-job.ts). */
    webhookDisableAfterSeconds: e.WEBHOOK_DISABLE_AFTER_SECONDS,
    serveClient: e.SERVE_CLIENT,
    clientDist: resolve(repoRoot, e.CLIENT_DIST),
    logLevel: e.LOG_LEVEL,
    /** Where traces go, which share is kept, how often they are sent (shared/tracing.ts). */
    tracing: TracingEnvSchema.parse(e),
    responseCache: e.RESPONSE_CACHE === 'on',
    /** Proxies whose x-forwarded-for is believed; empty: the socket's address is the client's. */
    trustedProxies: e.TRUSTED_PROXIES,
    /** The abuse budgets per client address (abuse/): holds, accounts, /graphql requests and cost. */
    budgets: {
      holdsPerAddress: e.HOLDS_PER_ADDRESS,
      shortHoldAfter: e.SHORT_HOLD_AFTER,
      shortHoldMinutes: e.SHORT_HOLD_MINUTES,
      signupsPerAddress: e.SIGNUPS_PER_ADDRESS,
      graphqlRequestsPerMinute: e.GRAPHQL_REQUESTS_PER_MINUTE,
      graphqlCostPerMinute: e.GRAPHQL_COST_PER_MINUTE,
    },
  };
}

/**
 * The environment, checked variable by variable, then (only when each variable is valid) as a whole,
 * then read as the configuration.
 */
const ConfigSchema = EnvSchema.transform((e, ctx) => {
  const problems = problemsOf(e);
  for (const message of problems) ctx.addIssue({ code: 'custom', message });
  return problems.length > 0 ? z.NEVER : configOf(e);
});

export type GatewayConfig = z.infer<typeof ConfigSchema>;

/** Reads and validates the environment; throws an error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    fail(
      parsed.error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)),
    );
  }
  return parsed.data;
}
