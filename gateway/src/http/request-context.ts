/**
 * What each request gets: its own REST client for the api (GETs shared within the request, timings
 * counted), and the GraphQL context (context.ts) built from it, for a signed-in request, a server render
 * and the quote lane alike.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { SessionOptions } from 'iron-session';
import type { Logger } from 'pino';
import { nullOn404 } from '../api/errors.js';
import { RestApiClient, type ApiCallRecord } from '../api/client.js';
import { deviceAccess, NO_DEVICE, type DeviceAccess } from '../auth/device-cookie.js';
import type { LoginLimiter } from '../auth/login-limiter.js';
import type { PricingCatalogueSource } from '../booking/pricing-catalogue.js';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../context.js';
import { allowOrigin } from '../developers/cors.js';
import { keyClientOf } from '../developers/key-context.js';
import { bearerOf } from '../developers/secret.js';
import type { Mailer } from '../email/mailer-contract.js';
import { openSession, secureCookies, type SessionAccess } from '../session.js';
import { ANONYMOUS_SESSION } from '../ssr/index.js';
import type { GatewayMetrics } from './metrics.js';
import { requestIdOf } from './request-id.js';

/** A REST client for one request (or one job), by its request id and logger. */
export type ApiClients = (requestId: string, log: Logger) => RestApiClient;

export function apiClients(deps: {
  config: Pick<GatewayConfig, 'apiUrl' | 'apiToken' | 'apiTimeoutMs' | 'apiWriteTimeoutMs'>;
  cache: KeyValueCache;
  metrics: GatewayMetrics;
  /** Observes every REST call that reached the api. */
  onApiCall?: (call: ApiCallRecord, requestId: string) => void;
}): ApiClients {
  const { config, cache, metrics, onApiCall } = deps;
  return (requestId, log) =>
    new RestApiClient({
      baseUrl: config.apiUrl,
      token: config.apiToken,
      requestId,
      timeoutMs: config.apiTimeoutMs,
      writeTimeoutMs: config.apiWriteTimeoutMs,
      cache,
      onCall: (call) => {
        log.debug({ api: call }, 'api call');
        metrics.apiCall(call.path, call.status, call.ms);
        onApiCall?.(call, requestId);
      },
    });
}

interface ContextDeps {
  config: GatewayConfig;
  catalogue: PricingCatalogueSource;
  loginLimiter: LoginLimiter;
  mailer: Mailer;
  logger: Logger;
  apiFor: ApiClients;
  /** The session cookie's options. */
  session: SessionOptions;
}

/** An express request as the contexts need it (pino-http has given it its id and logger). */
type LoggedRequest = IncomingMessage & { log: Logger; ip?: string | undefined };

export function requestContexts(deps: ContextDeps) {
  const { config, catalogue, loginLimiter, mailer } = deps;
  const common = (
    requestId: string,
    ip: string,
    log: Logger,
    session: SessionAccess,
    device: DeviceAccess = NO_DEVICE,
  ) => ({
    config,
    catalogue,
    session,
    device,
    requestId,
    ip,
    log,
    loginLimiter,
    mailer,
  });
  const ipOf = (req: LoggedRequest) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
  /** A request whose cookie is read: who the cookie's user is now is read from the database. */
  const signedIn = async (req: LoggedRequest, res: ServerResponse): Promise<GatewayContext> => {
    const requestId = requestIdOf(req);
    const api = deps.apiFor(requestId, req.log);
    // One call, and it primes the request's user loader for `me`.
    const access = await openSession(req, res, deps.session, {
      open: async (userId) => (await api.post('users/sessions/open.php', { userId })).sid,
      user: async (sid) => {
        const user = await nullOn404(api.get('users/sessions/user.php', { sid }));
        if (user) api.userById.prime(user.id, user);
        return user;
      },
      end: async (sid) => {
        await api.post('users/sessions/end.php', { sid });
      },
    });
    const device = deviceAccess(req, res, {
      secret: config.deviceCookieSecret,
      secure: secureCookies(config.publicUrl),
    });
    return { ...common(requestId, ipOf(req), req.log, access, device), api };
  };

  return {
    /** A request whose cookie is read: who the cookie's user is now is read from the database. */
    signedIn,
    /**
     * A /graphql request: one with a partner's key (`Authorization: Bearer`) is that API client, with no
     * session (its cookie, if any, is not read); any other is `signedIn`.
     */
    graphql: async (req: LoggedRequest, res: ServerResponse): Promise<GatewayContext> => {
      if (bearerOf(req.headers.authorization) === undefined) return signedIn(req, res);
      const requestId = requestIdOf(req);
      const api = deps.apiFor(requestId, req.log);
      const apiClient = await keyClientOf(req, api);
      if (!apiClient) return signedIn(req, res);
      allowOrigin(req.headers.origin, apiClient, res);
      return { ...common(requestId, ipOf(req), req.log, ANONYMOUS_SESSION), api, apiClient };
    },
    /** A server render: an anonymous session (the request's cookie is never read). */
    anonymous: (req: LoggedRequest): GatewayContext => {
      const requestId = requestIdOf(req);
      return {
        ...common(requestId, ipOf(req), req.log, ANONYMOUS_SESSION),
        api: deps.apiFor(requestId, req.log),
      };
    },
    /**
     * A visitor's quote answered by the lane, in front of express (no request logger yet). Its REST
     * client is the request's own, like every other context's, made only when the quote needs the api
     * (the catalogue in memory must be loaded again): a client memoises its GETs until it writes, and
     * the lane never writes, so one kept for the process answered every later quote with the
     * catalogue snapshot it first read, whatever the catalogue had become since.
     */
    lane: (req: IncomingMessage): GatewayContext => {
      const requestId = requestIdOf(req);
      let api: RestApiClient | undefined;
      return {
        ...common(requestId, req.socket.remoteAddress ?? 'unknown', deps.logger, ANONYMOUS_SESSION),
        get api() {
          return (api ??= deps.apiFor(requestId, deps.logger));
        },
      };
    },
  };
}
