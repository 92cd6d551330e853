/**
 * Public catalogue queries. Only active records are offered (lookups by id of another status are null;
 * the admin* queries read every status). The services page (categories + services
 * with their categories) costs two REST calls: services/list.php and categories/list.php, whatever the
 * number of services, because category lookups are batched and GETs are shared within a request.
 */
import { ACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import { z } from 'zod';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { badInput, nullOn404 } from '../../api/errors.js';
import type { ApiModifier, ApiSeason } from '../../api/replies/catalogue.js';
import { numericId } from '../ids.js';
import { activeServices } from '../types/catalogue-fields.js';

const isActive = (row: { statusId: number }) => row.statusId === ACTIVE_STATUS_ID;

const withActivePackages = (season: ApiSeason): ApiSeason => ({
  ...season,
  packages: (season.packages ?? []).filter(isActive),
});

const withActiveOptions = (modifier: ApiModifier): ApiModifier => ({
  ...modifier,
  options: modifier.options.filter(isActive),
});

/** How many featured services one may ask for. */
const FeaturedCount = z
  .number()
  .int()
  .min(1, 'Ask for at least one service.')
  .max(50, 'Ask for at most 50 services.');

export const catalogueQueries: QueryResolvers = {
  categories: async (_p, _a, ctx) => (await ctx.api.get('categories/list.php')).filter(isActive),

  category: async (_p, { id }, ctx) => {
    const n = numericId(id);
    const category = n === null ? null : await ctx.api.categoryById.load(n);
    return category && isActive(category) ? category : null;
  },

  services: async (_p, { categoryId }, ctx) => {
    const services = await activeServices(ctx);
    if (categoryId === null || categoryId === undefined || categoryId === '') return services;
    const n = numericId(categoryId);
    return n === null ? [] : services.filter((s) => s.categoryId === n);
  },

  featuredServices: async (_p, { first }, ctx) => {
    const count = FeaturedCount.safeParse(first);
    if (!count.success) throw badInput('first', count.error.issues[0]!.message);
    return (await activeServices(ctx)).slice(0, count.data);
  },

  service: async (_p, { id }, ctx) => {
    const n = numericId(id);
    const service = n === null ? null : await ctx.api.serviceById.load(n);
    return service && isActive(service) ? service : null;
  },

  seasons: async (_p, _a, ctx) =>
    (await ctx.api.get('seasons/list-with-packages.php')).filter(isActive).map(withActivePackages),

  season: async (_p, { id }, ctx) => {
    const n = numericId(id);
    if (n === null) return null;
    const season = await nullOn404(ctx.api.get('seasons/get.php', { id: n }));
    return season && isActive(season) ? withActivePackages(season) : null;
  },

  packages: async (_p, { seasonId }, ctx) => {
    const n = seasonId ? numericId(seasonId) : undefined;
    if (n === null) return [];
    return ctx.api.get('packages/list.php', {
      statusId: ACTIVE_STATUS_ID,
      ...(n !== undefined ? { seasonId: n } : {}),
    });
  },

  package: async (_p, { id }, ctx) => {
    const n = numericId(id);
    const pkg = n === null ? null : await nullOn404(ctx.api.get('packages/get.php', { id: n }));
    return pkg && isActive(pkg) ? pkg : null;
  },

  modifiers: async (_p, _a, ctx) =>
    (await ctx.api.get('modifier/list.php')).filter(isActive).map(withActiveOptions),
};
