/**
 * The webhook delivery job (docs/graphql.md, "Webhooks"): every gateway replica, on an interval, claims
 * the deliveries due from the api's outbox (webhooks/claim.php leases each to one replica with
 * `FOR UPDATE SKIP LOCKED`, in order per booking), POSTs each event's JSON to its endpoint signed as
 * Standard Webhooks says (`webhook-id`, `webhook-timestamp`, `webhook-signature`, by the
 * `standardwebhooks` package) and answers how it went: a 2xx is delivered; anything else is tried
 * again after an exponential wait (shared/rules/webhooks.ts) for at least 24 hours. An endpoint every
 * attempt to which has failed for `disableAfterSeconds` (3 days) is disabled by the api on the answer
 * that crosses it, once across replicas; this job then e-mails every active administrator.
 */
import type { Logger } from 'pino';
import { Webhook } from 'standardwebhooks';
import type { ApiClient } from '../api/client.js';
import { composeLeftNotices } from '../email/notices.js';
import type { Mailer } from '../email/mailer-contract.js';
import { startIntervalJob, type JobRuns } from '../jobs/interval-job.js';
import { errorWords } from '../jobs/error-words.js';

interface WebhookJobDeps {
  api: () => ApiClient;
  log: Logger;
  /** Tells the administrators of an endpoint disabled for failing (the api's notice, email/notices.ts). */
  mailer: Mailer;
  /** An endpoint failing this long is disabled (seconds; the api's default, 3 days, when absent). */
  disableAfterSeconds?: number;
  /** How long an endpoint may take to answer (ms). */
  timeoutMs?: number;
}

const LIMIT = 50;
/** A claimed delivery is another replica's to take again after this long without an answer. */
const LEASE_SECONDS = 300;

interface DeliveryRun {
  delivered: number;
  failed: number;
  /** Endpoints this run disabled. */
  disabled: number;
}

/** The outcome of one POST: null when the endpoint answered 2xx, else why not. */
async function post(
  claim: { eventId: string; payload: Record<string, unknown>; url: string; secret: string },
  timeoutMs: number,
): Promise<string | null> {
  const body = JSON.stringify(claim.payload);
  const now = new Date();
  const signature = new Webhook(claim.secret).sign(claim.eventId, now, body);
  try {
    const res = await fetch(claim.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': claim.eventId,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (err) {
    return errorWords(err);
  }
}

/**
 * Claims the deliveries due now and sends them (exported for tests: a run of one replica). A
 * booking's next event is claimable only once its earlier one is delivered, so a run repeats its
 * claim until nothing more is due.
 */
export async function deliverDueWebhooks(deps: WebhookJobDeps): Promise<DeliveryRun> {
  const run: DeliveryRun = { delivered: 0, failed: 0, disabled: 0 };
  const disabledNow = new Set<number>();
  for (;;) {
    const api = deps.api();
    const claimed = await api.post('webhooks/claim.php', { limit: LIMIT, leaseSeconds: LEASE_SECONDS });
    if (claimed.length === 0) return run;
    let deliveredNow = 0;
    for (const claim of claimed) {
      // Disabled during this run: its other claims wait (their lease runs out) until it is enabled.
      if (disabledNow.has(claim.endpointId)) continue;
      const error = await post(claim, deps.timeoutMs ?? 10_000);
      const result = await api.post('webhooks/result.php', {
        id: claim.id,
        delivered: error === null,
        error: error ?? undefined,
        disableAfterSeconds: deps.disableAfterSeconds,
      });
      if (result.disabled) {
        disabledNow.add(claim.endpointId);
        run.disabled += 1;
        deps.log.error(
          { endpointId: result.disabled.id, url: result.disabled.url },
          'webhook endpoint disabled after failing',
        );
        // The office's e-mail is stored with the endpoint disabled (the api's notice): composed now.
        await composeLeftNotices({ api, mailer: deps.mailer, log: deps.log }, 0);
      }
      if (error === null) {
        run.delivered += 1;
        deliveredNow += 1;
      } else {
        run.failed += 1;
        deps.log.warn(
          { eventId: claim.eventId, url: claim.url, error },
          'webhook delivery failed; tried again later',
        );
      }
    }
    // Nothing delivered this round: nothing waiting behind it became due.
    if (deliveredNow === 0 && claimed.length < LIMIT) return run;
  }
}

/** Runs the job every `intervalSeconds` (first run soon after start); 0 turns it off; stop() ends it. */
export function startWebhookJob(deps: WebhookJobDeps & { intervalSeconds: number; runs?: JobRuns }): {
  stop(): void;
} {
  return startIntervalJob(
    { name: 'webhooks', intervalSeconds: deps.intervalSeconds, log: deps.log, runs: deps.runs },
    () =>
      deliverDueWebhooks(deps).then((run) => {
        if (run.delivered + run.failed + run.disabled > 0) deps.log.info(run, 'webhooks delivered');
      }),
  );
}
