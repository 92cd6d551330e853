/**
 * Field resolvers of the catalogue types. Parents are the api's REST shapes (codegen mappers); these
 * rename fields and normalise statuses, nothing else.
 */
import { ACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import { minutesText } from '@greenleaf/shared/work-length';
import { backOnText, remainingText, windowText } from '@greenleaf/shared/package-season';
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { ApiPackage, ApiService } from '../../api/replies/catalogue.js';
import { saleOf } from '../../booking/package-season.js';
import { programmeRemaining } from '../../series/programme.js';
import type { GatewayContext } from '../../context.js';
import { recordStatus } from '../../domain/status.js';

/** Active services, one REST call per GraphQL request whatever asks for them. */
export async function activeServices(ctx: GatewayContext): Promise<ApiService[]> {
  return ctx.api.get('services/list.php', { statusId: ACTIVE_STATUS_ID });
}

/** The package's season today, its season's dates read from the catalogue held in memory. */
async function saleToday(p: ApiPackage, ctx: GatewayContext) {
  const { catalogue } = await ctx.catalogue.current(ctx.api);
  return saleOf(p, catalogue.seasons);
}

const audit = {
  createdAt: (p: { created_at?: string | null | undefined }) => p.created_at ?? null,
  updatedAt: (p: { updated_at?: string | null | undefined }) => p.updated_at ?? null,
};

export const catalogueTypeResolvers: Resolvers = {
  Category: {
    parentCategoryId: (c) => (c.parentCategoryId ? String(c.parentCategoryId) : null),
    status: (c) => recordStatus(c.statusId),
    services: async (c, _args, ctx) => (await activeServices(ctx)).filter((s) => s.categoryId === c.id),
    ...audit,
  },
  Service: {
    category: (s, _args, ctx) => ctx.api.categoryById.load(s.categoryId),
    status: (s) => recordStatus(s.statusId),
    addOns: (s) => s.addOns.filter((a) => a.statusId === ACTIVE_STATUS_ID),
    // One length: the minutes, in words ("1 h 30 min"); the old free text is no longer shown.
    duration: (s) => minutesText(s.durationMinutes),
    ...audit,
  },
  ServiceVariation: {
    serviceVariationId: (v) => (v.serviceVariationId ? String(v.serviceVariationId) : null),
    options: (v, { onlyOffered }) =>
      onlyOffered === false ? v.options : v.options.filter((o) => o.selected),
  },
  ServiceOption: {
    offered: (o) => o.selected,
  },
  AddOn: {
    status: (a) => recordStatus(a.statusId),
  },
  Season: {
    status: (s) => recordStatus(s.statusId),
    packages: async (s, _args, ctx) => s.packages ?? ctx.api.get('packages/list.php', { seasonId: s.id }),
  },
  Package: {
    seasonId: (p) => (p.seasonId ? String(p.seasonId) : null),
    status: (p) => recordStatus(p.statusId),
    // Its season today (docs/product.md, "Packages in their season"): the one rule, shared.
    onSale: async (p, _a, ctx) => (await saleToday(p, ctx)).onSale,
    seasonText: async (p, _a, ctx) => {
      const sale = await saleToday(p, ctx);
      return sale.window ? windowText(sale.window, johannesburgToday()) : null;
    },
    seasonStart: async (p, _a, ctx) => (await saleToday(p, ctx)).window?.start ?? null,
    seasonEnd: async (p, _a, ctx) => (await saleToday(p, ctx)).window?.end ?? null,
    backOn: async (p, _a, ctx) => (await saleToday(p, ctx)).backOn,
    // Booked now (or on its season's first day), how many of its visits remain before the season ends.
    remainingNotice: async (p, _a, ctx) => {
      const { catalogue } = await ctx.catalogue.current(ctx.api);
      const sale = saleOf(p, catalogue.seasons);
      const pkg = catalogue.packages.find((c) => String(c.id) === String(p.id));
      if (!sale.onSale || !sale.window || !pkg) return null;
      const today = johannesburgToday();
      const date = sale.window.start > today ? sale.window.start : today;
      return remainingText(programmeRemaining(pkg, catalogue.seasons, date));
    },
    saleNotice: async (p, _a, ctx) => {
      const { backOn } = await saleToday(p, ctx);
      return backOn ? backOnText(backOn, johannesburgToday()) : null;
    },
  },
  PackageService: {
    serviceId: (p) => (p.serviceId ? String(p.serviceId) : null),
  },
  Modifier: {
    status: (m) => recordStatus(m.statusId),
  },
  ModifierOption: {
    modifierId: (o) => String(o.modifier_id),
    rule: (o) => o.rule ?? null,
    status: (o) => recordStatus(o.statusId),
  },
  Variation: {
    status: (v) => recordStatus(v.statusId),
  },
  VariationOption: {
    status: (o) => recordStatus(o.statusId),
  },
};
