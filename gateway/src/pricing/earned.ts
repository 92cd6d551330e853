/**
 * Discounts and fees the customer earns rather than picks. A modifier option with a `rule` is decided
 * here from facts the gateway gathered; the customer's own pick of such a modifier is ignored.
 *
 * - first_time: applies when no earlier booking (not cancelled) exists for the account, its e-mail or
 *   its phone.
 * - referral: applies when a new customer (no earlier booking) gives another customer's code.
 * - Earned discounts do not stack: of those that apply, only the larger one (on the subtotal) is kept;
 *   on a tie the referral (so the booking records that a customer referred them), then the lower id.
 * - call_out: decided by the suburb's travel minutes from the nearest branch: up to `freeCallOutMinutes`
 *   the cheaper call-out option (no charge), beyond it the dearer one. When the minutes are unknown the
 *   call-out modifier is not decided here (it stays the customer's choice).
 * - A modifier whose discount options are not earned takes its first option without a rule (for
 *   example "Returning customer"), or none.
 *
 * Pure: no I/O.
 */
import { isAvailableRow } from '@greenleaf/shared/record-status';
import type { AvailableCredit } from './credit.js';
import { toCents } from './money.js';
import type { CatalogueModifier, CatalogueModifierOption, Id, ModifierRule } from './types.js';

export type ReferralStatus = 'none' | 'valid' | 'unknown' | 'own';

export interface EarnedFacts {
  bookedBefore: boolean;
  referral: ReferralStatus;
  /** Minutes from the nearest branch to the customer's suburb; null when not known. */
  travelMinutes: number | null;
  /** The signed-in customer's referral credits (credit.ts takes them off after the modifiers). */
  credits?: readonly AvailableCredit[];
}

export interface EarnedPolicy {
  /** Travel up to this many minutes costs no call-out fee. */
  freeCallOutMinutes: number;
}

const DEFAULT_EARNED_POLICY: EarnedPolicy = { freeCallOutMinutes: 30 };

export interface EarnedNote {
  rule: ModifierRule;
  modifierId: string;
  optionId: string;
  optionName: string;
  applied: boolean;
  reason: string;
}

interface EarnedDecision {
  /** Modifier id → the option decided for it (null: no option of that modifier applies). */
  decided: Map<string, { optionId: string; reason: string | null } | null>;
  /** Every ruled option with whether it applied and why. */
  notes: EarnedNote[];
}

const key = (id: Id): string => String(id).trim();

const DISCOUNT_RULES: ReadonlySet<ModifierRule> = new Set(['first_time', 'referral']);

/** What an option takes off (or adds to) the subtotal, in cents, for comparing discounts. */
function effectCents(option: CatalogueModifierOption, subtotalCents: number): number {
  if (option.type === 'no_charge') return 0;
  return option.units === 'percent' ? (subtotalCents * option.value) / 100 : toCents(option.value);
}

function discountEligibility(rule: ModifierRule, facts: EarnedFacts): { ok: boolean; reason: string } {
  if (rule === 'first_time') {
    return facts.bookedBefore
      ? { ok: false, reason: 'Not applied: you have booked with us before' }
      : { ok: true, reason: 'Applied: your first booking' };
  }
  switch (facts.referral) {
    case 'none':
      return { ok: false, reason: 'Not applied: no referral code given' };
    case 'unknown':
      return { ok: false, reason: 'Not applied: this referral code does not belong to any of our customers' };
    case 'own':
      return { ok: false, reason: 'Not applied: your own referral code is for sharing with friends' };
    case 'valid':
      return facts.bookedBefore
        ? { ok: false, reason: "Not applied: a referral counts for a new customer's first booking" }
        : { ok: true, reason: 'Applied: you were referred by one of our customers' };
  }
}

function callOutReason(minutes: number, free: number): string {
  const rounded = Math.round(minutes);
  return minutes <= free
    ? `Applied: your suburb is ${rounded} minutes from our nearest branch (up to ${free} minutes has no call-out fee)`
    : `Applied: your suburb is ${rounded} minutes from our nearest branch (more than ${free} minutes)`;
}

export function decideEarnedModifiers(
  modifiers: readonly CatalogueModifier[],
  facts: EarnedFacts,
  subtotalCents: number,
  policy: EarnedPolicy = DEFAULT_EARNED_POLICY,
): EarnedDecision {
  const decided: EarnedDecision['decided'] = new Map();
  const notes: EarnedNote[] = [];
  const active = modifiers.filter(isAvailableRow).map((m) => ({
    modifier: m,
    options: m.options.filter(isAvailableRow),
  }));

  // Earned discounts: the eligible ones compete; the larger wins.
  const candidates: {
    modifierId: string;
    option: CatalogueModifierOption;
    rule: ModifierRule;
    reason: string;
  }[] = [];
  for (const { modifier, options } of active) {
    for (const option of options) {
      if (!option.rule || !DISCOUNT_RULES.has(option.rule)) continue;
      const { ok, reason } = discountEligibility(option.rule, facts);
      const note: EarnedNote = {
        rule: option.rule,
        modifierId: key(modifier.id),
        optionId: key(option.id),
        optionName: option.name,
        applied: false,
        reason,
      };
      notes.push(note);
      if (ok) candidates.push({ modifierId: note.modifierId, option, rule: option.rule, reason });
    }
  }
  const winner = candidates.reduce<(typeof candidates)[number] | null>((best, c) => {
    if (!best) return c;
    const diff = effectCents(c.option, subtotalCents) - effectCents(best.option, subtotalCents);
    if (diff > 0) return c;
    if (diff !== 0) return best;
    if (c.rule !== best.rule) return c.rule === 'referral' ? c : best;
    if (Number(key(c.option.id)) < Number(key(best.option.id))) return c;
    return best;
  }, null);
  for (const note of notes) {
    const eligible = candidates.some((c) => key(c.option.id) === note.optionId);
    if (winner && note.optionId === key(winner.option.id)) note.applied = true;
    else if (eligible) note.reason = 'Not applied: discounts do not combine; the larger one applies';
  }

  for (const { modifier, options } of active) {
    const modifierId = key(modifier.id);
    const ruled = options.filter((o) => o.rule);
    if (ruled.length === 0) continue;

    if (ruled.some((o) => o.rule && DISCOUNT_RULES.has(o.rule))) {
      if (winner && winner.modifierId === modifierId) {
        decided.set(modifierId, { optionId: key(winner.option.id), reason: winner.reason });
      } else {
        const plain = options.find((o) => !o.rule);
        decided.set(
          modifierId,
          plain ? { optionId: key(plain.id), reason: 'Applied: no earned discount on this booking' } : null,
        );
      }
      continue;
    }

    const callOut = ruled.filter((o) => o.rule === 'call_out');
    if (callOut.length === 0 || facts.travelMinutes === null) continue;
    const byEffect = [...callOut].sort(
      (a, b) => effectCents(a, subtotalCents) - effectCents(b, subtotalCents) || Number(a.id) - Number(b.id),
    );
    const within = facts.travelMinutes <= policy.freeCallOutMinutes;
    const chosen = (within ? byEffect[0] : byEffect[byEffect.length - 1])!;
    const reason = callOutReason(facts.travelMinutes, policy.freeCallOutMinutes);
    decided.set(modifierId, { optionId: key(chosen.id), reason });
    for (const option of callOut) {
      notes.push({
        rule: 'call_out',
        modifierId,
        optionId: key(option.id),
        optionName: option.name,
        applied: option === chosen,
        reason: option === chosen ? reason : reason.replace(/^Applied/, 'Not applied'),
      });
    }
  }
  return { decided, notes };
}
