/**
 * Admin reads and writes of the catalogue: services (with their variations and offered options),
 * add-ons, categories, seasons and packages. Thin: arguments in, the entity endpoint of docs/api.md,
 * the stored entity out. Lists include every status.
 */
import { ACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import { MAX_WORK_MINUTES } from '@greenleaf/shared/rest/fields';
import type { MutationResolvers, QueryResolvers, RecordStatus } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';
import { statusIdOf } from '../domain/status.js';
import { auditFields } from './guard.js';
import { deleted, optionalId, optionalWeeks, textOrClear, requiredId, requireNonNegative } from './shared.js';
import { rowById } from './row-by-id.js';
import { createIdempotency } from '../idempotency/idempotency.js';

/** `statusId` for the api: the given status, ACTIVE when creating without one, unchanged when updating. */
function statusField(status: RecordStatus | null | undefined, id: number | undefined): { statusId?: number } {
  if (status) return { statusId: statusIdOf(status) };
  return id === undefined ? { statusId: ACTIVE_STATUS_ID } : {};
}

function requireName(name: string, field: string, message: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badInput(field, message);
  return trimmed;
}

const matches = (search: string | null | undefined) => {
  const needle = search?.trim().toLowerCase();
  return (...texts: (string | null | undefined)[]) =>
    !needle || texts.some((t) => (t ?? '').toLowerCase().includes(needle));
};

export const catalogueQueries: QueryResolvers = {
  adminServices: async (_p, { categoryId, search }, ctx) => {
    const category = optionalId(categoryId, 'categoryId');
    const services = await ctx.api.get('services/list.php', category ? { categoryId: category } : {});
    const match = matches(search);
    return services.filter((s) => match(s.name, s.description, s.categoryName));
  },
  adminService: (_p, { id }, ctx) => rowById(ctx, 'services/get.php', id),
  adminAddOns: async (_p, { serviceId }, ctx) => {
    const service = optionalId(serviceId, 'serviceId');
    return ctx.api.get('addons/list.php', service ? { serviceId: service } : {});
  },
  adminAddOn: (_p, { id }, ctx) => rowById(ctx, 'addons/get.php', id),
  adminCategories: (_p, _a, ctx) => ctx.api.get('categories/list.php'),
  adminCategory: (_p, { id }, ctx) => rowById(ctx, 'categories/get.php', id),
  adminSeasons: (_p, _a, ctx) => ctx.api.get('seasons/list-with-packages.php'),
  adminSeason: (_p, { id }, ctx) => rowById(ctx, 'seasons/get.php', id),
  adminPackages: async (_p, { seasonId }, ctx) => {
    const season = optionalId(seasonId, 'seasonId');
    return ctx.api.get('packages/list.php', season ? { seasonId: season } : {});
  },
  adminPackage: (_p, { id }, ctx) => rowById(ctx, 'packages/get.php', id),
};

export const catalogueMutations: MutationResolvers = {
  adminSaveService: async (_p, { input }, ctx) => {
    const id = optionalId(input.id, 'id');
    const service = await ctx.api.post('services/save.php', {
      ...(id !== undefined ? { id } : {}),
      categoryId: requiredId(input.categoryId, 'categoryId'),
      name: requireName(input.name, 'name', 'Service name is required'),
      description: textOrClear(input.description),
      imageUrl: textOrClear(input.imageUrl),
      basePrice: requireNonNegative(input.basePrice, 'basePrice', 'Base Price'),
      ...(input.durationMinutes != null
        ? { durationMinutes: workMinutesInput(input.durationMinutes, 'durationMinutes') }
        : {}),
      isPackage: input.isPackage ?? false,
      quoteOnly: input.quoteOnly ?? false,
      ...statusField(input.status, id),
      variations: input.variations.map((v, i) => ({
        variationId: requiredId(v.variationId, `variations.${i}.variationId`),
        options: v.optionIds.map((o, j) => ({ id: requiredId(o, `variations.${i}.optionIds.${j}`) })),
      })),
      ...auditFields(ctx, id),
      ...createIdempotency(ctx, input),
    });
    return { service };
  },
  adminDeleteService: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    return deleted(id, await ctx.api.get('services/delete.php', { id }));
  },

  adminSaveAddOn: async (_p, { input }, ctx) => {
    const id = optionalId(input.id, 'id');
    const addOn = await ctx.api.post('addons/save.php', {
      ...(id !== undefined ? { id } : {}),
      serviceId: requiredId(input.serviceId, 'serviceId'),
      name: requireName(input.name, 'name', 'Name is required'),
      description: textOrClear(input.description),
      price: requireNonNegative(input.price, 'price', 'Price'),
      ...statusField(input.status, id),
      ...auditFields(ctx, id),
      ...createIdempotency(ctx, input),
    });
    return { addOn };
  },
  adminDeleteAddOn: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    return deleted(id, await ctx.api.get('addons/delete.php', { id }));
  },

  adminSaveCategory: async (_p, { input }, ctx) => {
    const id = optionalId(input.id, 'id');
    const parentCategoryId = optionalId(input.parentCategoryId, 'parentCategoryId');
    if (id !== undefined && parentCategoryId === id) {
      throw badInput('parentCategoryId', 'A category cannot be its own parent.');
    }
    const category = await ctx.api.post('categories/save.php', {
      ...(id !== undefined ? { id } : {}),
      name: requireName(input.name, 'name', 'Name is required'),
      description: textOrClear(input.description),
      imageUrl: textOrClear(input.imageUrl),
      parentCategoryId: parentCategoryId ?? null,
      ...statusField(input.status, id),
      ...auditFields(ctx, id),
      ...createIdempotency(ctx, input),
    });
    return { category };
  },
  adminDeleteCategory: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    return deleted(id, await ctx.api.get('categories/delete.php', { id }));
  },

  adminSaveSeason: async (_p, { input }, ctx) => {
    const id = optionalId(input.id, 'id');
    if (input.endDate < input.startDate) {
      throw badInput('endDate', 'End date must be on or after the start date');
    }
    const season = await ctx.api.post('seasons/save.php', {
      ...(id !== undefined ? { id } : {}),
      name: requireName(input.name, 'name', 'Name is required'),
      duration: textOrClear(input.duration),
      notes: textOrClear(input.notes),
      startDate: input.startDate,
      endDate: input.endDate,
      multiplier: requireNonNegative(input.multiplier, 'multiplier', 'Multiplier'),
      ...statusField(input.status, id),
      ...auditFields(ctx, id),
      ...createIdempotency(ctx, input),
    });
    return { season };
  },
  adminDeleteSeason: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    return deleted(id, await ctx.api.get('seasons/delete.php', { id }));
  },

  adminSavePackage: async (_p, { input }, ctx) => {
    const id = optionalId(input.id, 'id');
    if (input.startDate && input.endDate && input.endDate < input.startDate) {
      throw badInput('endDate', 'End date must be on or after the start date');
    }
    const pkg = await ctx.api.post('packages/save.php', {
      ...(id !== undefined ? { id } : {}),
      seasonId: optionalId(input.seasonId, 'seasonId') ?? null,
      name: requireName(input.name, 'name', 'Name is required'),
      description: textOrClear(input.description),
      imageUrl: textOrClear(input.imageUrl),
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      price: requireNonNegative(input.price, 'price', 'Price'),
      ...statusField(input.status, id),
      ...(input.services
        ? {
            services: input.services.map((s, i) => {
              if (!Number.isInteger(s.quantity) || s.quantity < 1) {
                throw badInput(`services.${i}.quantity`, 'Quantity must be at least 1');
              }
              return {
                serviceId: optionalId(s.serviceId, `services.${i}.serviceId`) ?? null,
                serviceName: requireName(
                  s.serviceName,
                  `services.${i}.serviceName`,
                  'Service name is required',
                ),
                quantity: s.quantity,
                // The programme's plan of this service (docs/recurring.md); null spreads over the season.
                firstWeek: optionalWeeks(s.firstWeek, 0, 52, `services.${i}.firstWeek`, 'First week'),
                everyWeeks: optionalWeeks(
                  s.everyWeeks,
                  1,
                  26,
                  `services.${i}.everyWeeks`,
                  'Weeks between visits',
                ),
              };
            }),
          }
        : {}),
      ...auditFields(ctx, id),
      ...createIdempotency(ctx, input),
    });
    return { package: pkg };
  },
  adminDeletePackage: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    return deleted(id, await ctx.api.get('packages/delete.php', { id }));
  },
};

/** A service's minutes as the office types them: a whole number from 1 to 14400 (32 working days). */
function workMinutesInput(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_WORK_MINUTES) {
    throw badInput(field, `Duration (minutes) must be a whole number from 1 to ${MAX_WORK_MINUTES}.`);
  }
  return value;
}
