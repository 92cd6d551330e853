/**
 * What every resolver receives: the per-request REST client, the session, configuration, the request
 * id and a logger. Built per request by http/request-context.ts.
 */
import type { PartnerLimits } from '@greenleaf/shared/rules/partner-limits';
import type { ApiReach } from '@greenleaf/shared/rules/api-reach';
import type { Logger } from 'pino';
import type { ApiClient } from './api/client.js';
import type { DeviceAccess } from './auth/device-cookie.js';
import type { LoginLimiter } from './auth/login-limiter.js';
import type { PricingCatalogueSource } from './booking/pricing-catalogue.js';
import type { GatewayConfig } from './config.js';
import type { Mailer } from './email/mailer-contract.js';
import type { SessionAccess } from './session.js';

export interface GatewayContext {
  config: GatewayConfig;
  /** The api, for this request only (GETs shared within the request, DataLoaders per request). */
  api: ApiClient;
  /** The catalogue prices are computed from, held in memory across requests (booking/pricing-catalogue.ts). */
  catalogue: PricingCatalogueSource;
  /** The signed-in user (if any) and sign-in / sign-out. */
  session: SessionAccess;
  /** The request id, also sent to the api as x-request-id. */
  requestId: string;
  /** The client's address (for rate limits). */
  ip: string;
  log: Logger;
  /** Failed sign-in limits (per IP and per e-mail). */
  loginLimiter: LoginLimiter;
  /** The browser's device cookie of sign-in (auth/device-cookie.ts). */
  device: DeviceAccess;
  /** Sends the booking confirmation and password-reset e-mails. */
  mailer: Mailer;
  /**
   * The partner's API client a request sent with `Authorization: Bearer <secret>` is (looked up in the
   * api on every request: developers/key-context.ts); absent for a browser's or a job's request. Such a
   * request has no session and may call only what its scopes allow (auth/reach.ts `operationScope`).
   */
  apiClient?: KeyClient | undefined;
}

/** A partner's API client, as a request sent with its key knows it. */
export interface KeyClient {
  id: number;
  name: string;
  scopes: readonly string[];
  allowedOrigins: readonly string[];
  /** The prefixes a payment started with its key may return the browser to (payments/return-urls.ts). */
  allowedReturnUrls: readonly string[];
  /** What it reads of bookings and customers: 'own' filters every such read (developers/own-reach.ts). */
  reach: ApiReach;
  /** The office's limits for it, each null for the default (developers/limits.ts). */
  limits: PartnerLimits;
}
