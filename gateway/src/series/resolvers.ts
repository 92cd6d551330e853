/**
 * Recurring series and seasonal programmes in GraphQL (docs/recurring.md): which options repeat, a
 * booking's series, the customer's series, the programme's plan before paying, pausing, resuming,
 * stopping and skipping, and the office's window and recurring revenue. Thin: the rules are the api's
 * and this folder's.
 */
import { movedNotice } from './moved-reason.js';
import { isOffice } from '../auth/reach.js';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import type { ApiClient } from '../api/client.js';
import { badInput, gatewayError } from '../api/errors.js';
import type { ApiSeries } from '../api/replies/series.js';
import { requireSelfOrOffice } from '../auth/guards.js';
import { markOpenedByManageLink, openedByManageLink } from '../booking/manage-token.js';
import { numericId } from '../resolvers/ids.js';
import { isCalendarDate } from '../resolvers/scalars.js';
import { applySeriesChange, previewSeriesChange, undoSeriesChange } from './change-series.js';
import { applySkip, previewSkip } from './skip-visit.js';
import { programmeVisits } from './programme.js';
import { isWorkingDay } from '@greenleaf/shared/calendar/hours';
import { companyCalendar } from '../calendar/resolvers.js';
import { recentVisitsFrom, upcomingVisits, visitsFrom } from './visits.js';
import { johannesburgNow } from '../booking/time-slots.js';

/** One series; null when there is none (read once per GraphQL request: `ApiClient.seriesById`). */
const seriesById = (api: ApiClient, id: number): Promise<ApiSeries | null> => api.seriesById.load(id);

/**
 * Each variation option's weeks between visits, read once per request (`variation/list.php`: the
 * service reads do not carry it).
 */
const repeatWeeksOfRequest = new WeakMap<ApiClient, Promise<Map<number, number | null>>>();
function repeatWeeksByOption(api: ApiClient): Promise<Map<number, number | null>> {
  let known = repeatWeeksOfRequest.get(api);
  if (!known) {
    known = api
      .get('variation/list.php')
      .then((list) => new Map(list.flatMap((v) => v.options.map((o) => [o.id, o.repeatWeeks] as const))));
    repeatWeeksOfRequest.set(api, known);
  }
  return known;
}

/**
 * The series' visits stand for the one the manage link opened: the link holder reads them as its owner
 * (the series is marked too, so visits read for it later are).
 */
function openedLike<S extends ApiSeries | null>(opened: object, series: S): S {
  if (series && openedByManageLink(opened)) {
    markOpenedByManageLink(series);
    series.visits.forEach((v) => markOpenedByManageLink(v));
  }
  return series;
}

export const seriesTypeResolvers: Resolvers = {
  Booking: {
    // Its recent visits only (with the first and the count of all): every visit is read when asked.
    series: async (b, _a, ctx) =>
      b.seriesId == null
        ? null
        : openedLike(b, await ctx.api.seriesFrom.load({ id: b.seriesId, visitsFrom: recentVisitsFrom() })),
    payLater: (b) => b.payLater,
    movedFrom: (b) => b.movedFrom ?? null,
    movedNotice: (b, _a, ctx) => movedNotice(ctx.api, b.movedFrom),
  },
  BookingSeries: {
    id: (s) => String(s.id),
    // A list's or a booking's series carries only some visits (visitsFrom): all of them are read when asked.
    visits: async (s, _a, ctx) =>
      s.visitsFrom ? (openedLike(s, await seriesById(ctx.api, s.id))?.visits ?? []) : s.visits,
    recentVisits: async (s, _a, ctx) => {
      const from = recentVisitsFrom();
      if (s.visitsFrom !== null && s.visitsFrom <= from) return visitsFrom(s.visits, from);
      const read = openedLike(s, await ctx.api.seriesFrom.load({ id: s.id, visitsFrom: from }));
      return visitsFrom(read?.visits ?? [], from);
    },
    firstVisitId: (s) => (s.firstVisitId === null ? null : String(s.firstVisitId)),
    visitCount: (s) => s.visitCount,
    upcomingVisits: (s) => upcomingVisits(s.visits),
    /** The office's only: the reason is the database's, not words for a customer. */
    crew: async (s, _a, ctx) =>
      s.crewId != null && isOffice(ctx.session.user)
        ? ((await ctx.api.get('crews/list.php')).find((c) => c.id === s.crewId) ?? null)
        : null,
    visitsWithoutCrew: (s, _a, ctx) =>
      s.crewId != null && isOffice(ctx.session.user)
        ? upcomingVisits(s.visits).filter((v) => v.crewId == null)
        : [],
    pausedFrom: (s) => s.pausedFrom ?? null,
    planningFailure: (s, _a, ctx) =>
      ctx.session.user && isOffice(ctx.session.user) && s.retryAfter && s.lastError
        ? { retryAt: new Date(s.retryAfter).toISOString(), reason: s.lastError }
        : null,
  },
  ServiceOption: {
    /** Choosing a repeating option makes the booking a recurring series (docs/recurring.md). */
    repeatWeeks: async (o, _a, ctx) => (await repeatWeeksByOption(ctx.api)).get(o.id) ?? null,
  },
  User: {
    /** Readable by that user and by the office only, as their bookings. */
    series: async (u, _a, ctx) => {
      requireSelfOrOffice(ctx, u.id);
      // The cards show what is to come: years of a series' past visits are read only when asked.
      return ctx.api.get('series/list.php', { userId: u.id, visitsFrom: johannesburgNow().date });
    },
  },
};

export const seriesQueries: QueryResolvers = {
  seriesChangePreview: async (_p, { input }, ctx) => previewSeriesChange(input, ctx),
  seriesSkipPreview: async (_p, { input }, ctx) => previewSkip(input, ctx),
  programmePlan: async (_p, { packageId, date }, ctx) => {
    if (!isCalendarDate(date)) throw badInput('date', 'Date must be a calendar date written YYYY-MM-DD');
    const id = numericId(packageId);
    const { catalogue } = await ctx.catalogue.current(ctx.api);
    const pkg = id === null ? undefined : catalogue.packages.find((p) => p.id === id);
    if (!pkg) throw gatewayError('NOT_FOUND', 'Package not found', { field: 'packageId' });
    const calendar = companyCalendar(await ctx.api.get('calendar/get.php', { from: date }));
    return programmeVisits(pkg, catalogue.seasons, date, (day) => isWorkingDay(calendar, day)).map(
      (visit) => ({
        date: visit.date,
        week: visit.week,
        services: visit.services.map((s) => s.name),
      }),
    );
  },
};

export const seriesMutations: MutationResolvers = {
  /** Pause, stop, resume or (the office) change from a date: one api call, one e-mail (change-series.ts). */
  changeSeries: async (_p, { input }, ctx) => applySeriesChange(input, ctx),

  /** Skip one visit, with its undo (skip-visit.ts). */
  skipSeriesVisit: async (_p, { input }, ctx) => applySkip(input, ctx),
  undoSeriesChange: async (_p, { input }, ctx) => undoSeriesChange(input, ctx),
};

/** The office's (behind the admin guard: gateway/src/admin/index.ts). */
export const seriesAdminQueries: QueryResolvers = {
  adminSeriesWindow: async (_p, _a, ctx) => (await ctx.api.get('series/settings.php')).windowWeeks,
};

export const seriesAdminMutations: MutationResolvers = {
  adminSetSeriesWindow: async (_p, { weeks }, ctx) => {
    if (!Number.isInteger(weeks) || weeks < 1 || weeks > 26) {
      throw badInput('weeks', 'Recurring visits are created 1 to 26 weeks ahead.');
    }
    return (await ctx.api.post('series/settings.php', { windowWeeks: weeks })).windowWeeks;
  },
};
