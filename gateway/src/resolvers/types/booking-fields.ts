/** Field resolvers of bookings and users (parents: the api's REST shapes). */
import { johannesburgInstant } from '@greenleaf/shared/calendar/dates';
import { CURRENCY } from '@greenleaf/shared/format/money';
import { allowedMoves } from '@greenleaf/shared/booking-status-moves';
import { visitTimeText } from '@greenleaf/shared/calendar/visit-time';
import { bookedBasePrice } from '../../pricing/booked-line.js';
import { officeDiscountLabel } from '../../pricing/index.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { requireSelfOrOffice } from '../../auth/guards.js';
import { bookingCrew, bookingReach, isOffice } from '../../auth/reach.js';
import { eventSummary } from '../../admin/booking-history.js';
import { recordStatus, roleOf } from '../../domain/status.js';
import { payableByLink } from '../../payments/payable-by-link.js';
import { pageArgs, withPageInfo } from '../../admin/page-args.js';

/** A reference to a catalogue row that may have been deleted since booking. */
const idOrNull = (id: number | null | undefined): string | null => (id == null ? null : String(id));

export const bookingTypeResolvers: Resolvers = {
  Booking: {
    payableByLink: (b) => payableByLink(b),
    // A booking id is a receipt (auth/reach.ts `bookingReach`): who it is for and where are the
    // details of the owner, the office, the manage link's holder and the job's crew only.
    customer: async (b, _a, ctx) => ((await bookingReach(ctx, b)) === 'details' ? (b.user ?? null) : null),
    address: async (b, _a, ctx) => ((await bookingReach(ctx, b)) === 'details' ? (b.address ?? null) : null),
    // The office is also offered its own moves (undo Completed); everyone else the common ones.
    allowedMoves: (b, _a, ctx) => [
      ...allowedMoves(b.status, isOffice(ctx.session.user) ? 'office' : 'anyone'),
    ],
    paidAt: (b) => b.paidAt ?? null,
    refundStatus: (b) => b.refundStatus ?? null,
    referralCredit: (b) => b.referralCredit ?? null,
    /** The office's discount row for everyone who reads the booking; why and who gave it for the office only. */
    officeDiscount: async (b, _a, ctx) => {
      const d = b.officeDiscount;
      if (!d) return null;
      const office = isOffice(ctx.session.user);
      const giver = office && d.givenBy != null ? await ctx.api.userById.load(d.givenBy) : null;
      return {
        label: officeDiscountLabel(d.percent),
        percent: d.percent,
        amount: -d.amount,
        reason: office ? d.reason : null,
        givenBy: giver?.name ?? null,
      };
    },
    createdAt: (b) => b.created_at ?? null,
    updatedAt: (b) => b.updated_at ?? null,
    startedAt: (b) => b.startedAt ?? null,
    heldUntil: (b) => b.heldUntil ?? null,
    visitTime: (b) => visitTimeText(b),
    visitEnd: (b) => b.visitEnd?.time ?? null,
    visitEndDate: (b) => b.visitEnd?.date ?? null,
    /** Instants beside the slot label, for software (a partner's calendar): Cape Town time, UTC+2. */
    startsAt: (b) =>
      b.bookingDate && b.bookingTime ? johannesburgInstant(b.bookingDate, b.bookingTime).toISOString() : null,
    endsAt: (b) => (b.visitEnd ? johannesburgInstant(b.visitEnd.date, b.visitEnd.time).toISOString() : null),
    /** Gate codes and pets: the booking's details (auth/reach.ts `bookingReach`). */
    propertyNotes: async (b, _a, ctx) =>
      (await bookingReach(ctx, b)) === 'details' ? (b.propertyNotes ?? null) : null,
    /** The office reads what happened to a booking and its payments; anyone else reads nothing. */
    history: async (b, _a, ctx) =>
      isOffice(ctx.session.user) ? ctx.api.get('bookings/history.php', { id: b.id }) : [],
    historyPage: async (b, { first, after }, ctx) =>
      withPageInfo(
        isOffice(ctx.session.user)
          ? await ctx.api.get('bookings/history-page.php', { id: b.id, ...pageArgs(first, after, 20) })
          : { nodes: [], hasNextPage: false, endCursor: null },
      ),
    payments: async (b, _a, ctx) =>
      isOffice(ctx.session.user) ? ctx.api.get('bookings/payments.php', { id: b.id }) : [],
    /** The crew, for the office and the booking's own crew (auth/reach.ts `bookingCrew`). */
    crew: (b, _a, ctx) => bookingCrew(ctx, b),
  },
  BookingPayment: {
    id: (p) => String(p.id),
    currency: () => CURRENCY,
    refundStatus: (p) => p.refundStatus ?? null,
    refundReason: (p) => p.refundReason ?? null,
    refundedAt: (p) => p.refundedAt ?? null,
    refundedBy: (p) => p.refundedByName ?? null,
    refundReference: (p) => p.refundReference ?? null,
    refundAmount: (p) => (p.refundStatus ? (p.refundAmount ?? p.amount) : null),
    reference: (p) => p.reference ?? null,
    recordedBy: (p) => p.recordedByName ?? null,
  },
  Crew: {
    id: (c) => String(c.id),
  },
  BookingEvent: {
    id: (e) => String(e.id),
    kind: (e) => e.kind.toUpperCase(),
    summary: (e) => eventSummary(e),
  },
  CrewMember: {
    id: (m) => String(m.id),
  },
  BookingLineAddOn: {
    addOnId: (a) => idOrNull(a.addOnId),
  },
  BookingLine: {
    basePrice: (l) => bookedBasePrice(l),
    serviceId: (l) => (l.serviceId ? String(l.serviceId) : null),
    packageId: (l) => (l.packageId ? String(l.packageId) : null),
  },
  BookingLineVariation: {
    optionId: (v) => idOrNull(v.option.id ?? v.variationOptionId),
    label: (v) => v.option.label,
    additionalCost: (v) => v.option.additionalCost,
  },
  BookingModifierChoice: {
    modifierId: (m) => idOrNull(m.modifierId),
    modifierName: (m) => m.modifier.name,
    modifierDescription: (m) => m.modifier.description,
    optionId: (m) => idOrNull(m.modifierOptionId),
    optionName: (m) => m.option.name,
    optionDescription: (m) => m.option.description,
    type: (m) => m.option.type,
    units: (m) => m.option.units,
    value: (m) => m.option.value,
    amount: (m) => m.amount,
    base: (m) => m.base,
  },
  User: {
    role: (u) => roleOf(u.role) ?? 'CLIENT',
    status: (u) => recordStatus(u.statusId),
    createdAt: (u) => u.created_at ?? null,
    updatedAt: (u) => u.updated_at ?? null,
    /** The referral code is the user's own to share: readable by that user and by the office only. */
    referralCode: (u, _args, ctx) => {
      const viewer = ctx.session.user;
      return viewer && (viewer.id === u.id || isOffice(viewer)) ? (u.referralCode ?? null) : null;
    },
    /** The referral credit the user has now (from the facts the price reads): that user's and the office's to read. */
    referralCredit: async (u, _args, ctx) => {
      const viewer = ctx.session.user;
      if (!viewer || (viewer.id !== u.id && !isOffice(viewer))) return null;
      const { credits } = await ctx.api.get('bookings/earned-facts.php', { userId: u.id });
      const cents = credits.reduce((sum, c) => sum + Math.round(c.amount * 100), 0);
      return { amount: cents / 100, friends: credits.length };
    },
    /** A user's bookings are readable by that user and by the office only. */
    bookings: async (u, _args, ctx) => {
      requireSelfOrOffice(ctx, u.id);
      const bookings = await ctx.api.get('bookings/list-by-user-id.php', { userId: u.id });
      return [...bookings].sort(
        (a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id,
      );
    },
  },
};
