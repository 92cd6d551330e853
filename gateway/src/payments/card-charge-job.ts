/**
 * The card-on-file charge job (docs/product.md, "A card on file for plans"): a series' later visit
 * still to pay, whose customer saved a card, is charged against the card's token
 * CARD_ON_FILE_CHARGE_HOURS_BEFORE hours before it, or, when the office chose so for the series, once
 * the crew has completed it (the api holds such visits confirmed, unpaid, until then). Every gateway replica runs it on an interval; the
 * api claims each due visit once (cards/claim-charges.php inserts its `card_charges` row), so however
 * many replicas ask at the same moment, a visit is charged by exactly one of them, and only once: the
 * claim comes before the charge. A successful charge is recorded as a notification's payment is
 * (bookings/record-payment.php, then the confirmation e-mail with the invoice); a failed one is
 * recorded, the customer is e-mailed the visit's payment link and every active administrator is told.
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { GatewayConfig } from '../config.js';
import { askNotice, composeLeftNotices, sendNotice } from '../email/notices.js';
import { stillToCharge } from './card-charge-notices.js';
import type { Mailer } from '../email/mailer-contract.js';
import { startIntervalJob, type JobRuns } from '../jobs/interval-job.js';
import { afterPaymentRecorded, paymentNotice } from './after-payment.js';
import { chargeSavedCard } from './payfast-api.js';

interface CardChargeJobDeps {
  api: () => ApiClient;
  mailer: Mailer;
  log: Logger;
  config: Pick<GatewayConfig, 'payment'>;
  hoursBefore: number;
  intervalSeconds: number;
  /** Told of each run (the gateway's /metrics). */
  runs?: JobRuns;
}

const LIMIT = 50;
/**
 * A claim still unanswered this long after it was made belongs to a replica that stopped between the
 * claim and the answer (a charge's provider call is bounded far below it).
 */
export const UNFINISHED_AFTER_MINUTES = 60;

interface ChargeRun {
  charged: number;
  failed: number;
  /** Claims found unanswered and handed to the office to check. */
  unknown: number;
}

/**
 * Claims left without an outcome (a replica stopped between the claim and its answer) become
 * `unknown`, each once across replicas, and every active administrator is asked to check at the
 * provider: the card may have been charged, so the customer is not sent a payment link by the job.
 */
async function sweepUnfinished(deps: Omit<CardChargeJobDeps, 'intervalSeconds'>): Promise<number> {
  const api = deps.api();
  const swept = await api.post('cards/unfinished-charges.php', {
    olderThanMinutes: UNFINISHED_AFTER_MINUTES,
    limit: LIMIT,
  });
  for (const charge of swept) {
    deps.log.error(charge, 'card on file charge has no outcome; the office is asked to check the provider');
  }
  // Each owes the office a request to check, stored with it by the api: composed now (email/notices.ts).
  if (swept.length > 0) await composeLeftNotices({ api, mailer: deps.mailer, log: deps.log }, 0);
  return swept.length;
}

/** Charges one claimed visit; true when charged. */
async function chargeOne(
  deps: Omit<CardChargeJobDeps, 'intervalSeconds'>,
  claim: { bookingId: number; guidId: string; token: string },
): Promise<boolean> {
  const api = deps.api();
  const { guidId, bookingId } = claim;
  const booking = await api.get('bookings/get.php', { guidId });
  if (!stillToCharge(booking)) {
    // Paid (or cancelled) since the claim: nothing to charge, nobody to tell.
    await api.post('cards/charge-result.php', {
      bookingId,
      outcome: 'failed',
      detail: `visit ${booking.status}`,
    });
    return false;
  }
  const amount = booking.totalPrice;
  const outcome = await chargeSavedCard(deps.config, claim.token, {
    guidId,
    amount,
    itemName: `Visit ${booking.bookingDate} ${booking.bookingTime}`,
  });
  if (!outcome.ok) {
    deps.log.warn({ guidId, reason: outcome.reason }, 'card on file charge failed');
    // The customer's payment link and the office's notice are owed with the failure (email/notices.ts).
    const notice = askNotice();
    await api.post('cards/charge-result.php', {
      bookingId,
      outcome: 'failed',
      detail: outcome.reason,
      notice,
    });
    await sendNotice({ api, mailer: deps.mailer, log: deps.log }, notice);
    return false;
  }
  const { providerPaymentId } = outcome;
  const notice = paymentNotice({ amount, providerPaymentId });
  const recorded = await api.post('bookings/record-payment.php', {
    guidId,
    providerPaymentId,
    amount,
    status: 'COMPLETE',
    payload: { source: 'card_on_file', pf_payment_id: providerPaymentId, amount },
    notice,
  });
  await api.post('cards/charge-result.php', { bookingId, outcome: 'charged', providerPaymentId });
  afterPaymentRecorded(
    { api, mailer: deps.mailer, log: deps.log },
    recorded,
    { guidId, providerPaymentId },
    notice,
  );
  return true;
}

/** Claims the charges due now and makes them (exported for tests: a run of one replica). */
export async function chargeDueCards(deps: Omit<CardChargeJobDeps, 'intervalSeconds'>): Promise<ChargeRun> {
  const run: ChargeRun = { charged: 0, failed: 0, unknown: await sweepUnfinished(deps) };
  for (;;) {
    const claimed = await deps.api().post('cards/claim-charges.php', {
      hoursBefore: deps.hoursBefore,
      limit: LIMIT,
    });
    for (const claim of claimed) {
      try {
        if (await chargeOne(deps, claim)) run.charged += 1;
        else run.failed += 1;
      } catch (err) {
        // Claimed, so never charged again: the visit keeps its payment link (its reminder carries it).
        run.failed += 1;
        deps.log.error({ err, guidId: claim.guidId }, 'card on file charge could not complete');
      }
    }
    if (claimed.length < LIMIT) return run;
  }
}

/** Runs the job every `intervalSeconds` (first run soon after start); 0 turns it off; stop() ends it. */
export function startCardChargeJob(deps: CardChargeJobDeps): { stop(): void } {
  return startIntervalJob(
    { name: 'card-charges', intervalSeconds: deps.intervalSeconds, log: deps.log, runs: deps.runs },
    () =>
      chargeDueCards(deps).then((run) => {
        if (run.charged + run.failed + run.unknown > 0) deps.log.info(run, 'card on file charges made');
      }),
  );
}
