/**
 * Quote requests in GraphQL: `requestQuote` (public), the admin's list and detail, and
 * `adminCreateBookingFromQuote`, which books the request for its customer and e-mails them the link
 * to pay it. The admin operations are wrapped by the admin guard in admin/index.ts.
 */
import { SLOT_FULL_MESSAGE } from '@greenleaf/shared/refusals';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import { badInput, errorCode, errorField, gatewayError, nullOn404 } from '../api/errors.js';
import { adminId } from '../admin/guard.js';
import { requiredId } from '../admin/shared.js';
import { slotFromLabel, slotHasStarted } from '../booking/time-slots.js';
import { paymentLink } from '../email/pay-by-link.js';
import { isCalendarDate } from '../resolvers/scalars.js';
import { requestQuote } from './request-quote.js';
import { rowById } from '../admin/row-by-id.js';
import { pageArgs, withPageInfo } from '../admin/page-args.js';
import { askNotice, sendNotice } from '../email/notices.js';

export const quoteRequestPublicMutations: MutationResolvers = {
  requestQuote: async (_p, { input }, ctx) => {
    const saved = await requestQuote(ctx, input);
    return { id: String(saved.id), serviceName: saved.serviceName, replayed: saved.replayed };
  },
};

export const quoteRequestAdminQueries: QueryResolvers = {
  adminQuoteRequests: (_p, { status }, ctx) =>
    ctx.api.get('quote-requests/list.php', status ? { status: status === 'NEW' ? 'new' : 'booked' } : {}),
  adminQuoteRequestsPage: (_p, { first, after, status, search, updatedSince }, ctx) => {
    const text = (search ?? '').trim();
    if (text.length > 200) throw badInput('search', 'Search must be at most 200 characters');
    return ctx.api
      .get('quote-requests/page.php', {
        ...pageArgs(first, after, 50),
        ...(status ? { status: status === 'NEW' ? 'new' : 'booked' } : {}),
        ...(text ? { search: text } : {}),
        ...(updatedSince ? { updatedSince: new Date(updatedSince).toISOString() } : {}),
      })
      .then(withPageInfo);
  },
  adminQuoteRequest: (_p, { id }, ctx) => rowById(ctx, 'quote-requests/get.php', id),
};

export const quoteRequestAdminMutations: MutationResolvers = {
  adminCreateBookingFromQuote: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    if (!isCalendarDate(input.date)) throw badInput('date', 'Choose a date');
    const slot = slotFromLabel(input.timeSlot);
    if (!slot) throw badInput('timeSlot', 'Choose one of the time slots');
    if (slotHasStarted(input.date, slot)) throw badInput('date', 'Choose a date and time in the future');
    if (input.lines.length === 0) throw badInput('lines', 'Give at least one priced line');
    const lines = input.lines.map((line, i) => {
      const price = line.price;
      if (!Number.isFinite(price) || price <= 0 || Math.round(price * 100) !== price * 100) {
        throw badInput(`lines.${i}.price`, 'Enter a price in rand above 0, to the cent');
      }
      return { serviceId: requiredId(line.serviceId, `lines.${i}.serviceId`), price };
    });
    // The customer's e-mail is owed with the booking itself (email/notices.ts).
    const notice = askNotice();
    try {
      const { quoteRequest, booking } = await ctx.api.post('quote-requests/book.php', {
        id,
        bookingDate: input.date,
        bookingTime: slot.label,
        lines,
        created_by: adminId(ctx),
        notice,
      });
      void sendNotice(ctx, notice, booking);
      return { quoteRequest, booking, paymentUrl: paymentLink(ctx.config.publicUrl, booking.guidId) };
    } catch (error) {
      if (errorCode(error) === 'SLOT_FULL') {
        throw gatewayError('SLOT_FULL', SLOT_FULL_MESSAGE, { field: 'timeSlot' });
      }
      // The api names its own field; the form knows it as the time slot.
      if (errorField(error) === 'bookingTime') throw badInput('timeSlot', 'Choose one of the time slots');
      throw error;
    }
  },
};

export const quoteRequestTypes: Resolvers = {
  QuoteRequest: {
    id: (r) => String(r.id),
    service: (r, _a, ctx) => (r.serviceId ? ctx.api.serviceById.load(r.serviceId) : null),
    photoUrls: (r) => r.photos.map((file) => `/uploads/${file}`),
    status: (r) => (r.status === 'new' ? 'NEW' : 'BOOKED'),
    booking: (r, _a, ctx) =>
      r.bookingId ? nullOn404(ctx.api.get('bookings/get.php', { id: r.bookingId })) : null,
    createdAt: (r) => r.createdAt,
  },
};
