/** The api's replies about the catalogue: categories, services and their options and add-ons, packages, seasons, modifiers, variations, and the areas served. */
import { z } from 'zod';
import { audit, id, money, text } from './fields.js';

export const ApiCategorySchema = z.object({
  id,
  name: z.string(),
  description: text,
  imageUrl: text,
  parentCategoryId: id.nullish(),
  ...audit,
});
export type ApiCategory = z.infer<typeof ApiCategorySchema>;

export const ApiAddOnSchema = z.object({
  id,
  serviceId: id,
  name: z.string(),
  description: text,
  price: money,
  /** Minutes the add-on adds to the work. */
  extraMinutes: z.number().int().default(0),
  ...audit,
});
export type ApiAddOn = z.infer<typeof ApiAddOnSchema>;

export const ApiServiceOptionSchema = z.object({
  id,
  label: z.string(),
  description: text,
  additionalCost: money,
  /** Minutes the option adds to the work. */
  extraMinutes: z.number().int().default(0),
  fullPrice: money,
  selected: z.boolean(),
  /** Weeks between visits when the option repeats the visit (docs/recurring.md); null for a one-off. */
  repeatWeeks: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
});
export type ApiServiceOption = z.infer<typeof ApiServiceOptionSchema>;

export const ApiServiceVariationSchema = z.object({
  variationId: id,
  variationName: z.string(),
  serviceVariationId: id.nullish(),
  options: z.array(ApiServiceOptionSchema),
});
export type ApiServiceVariation = z.infer<typeof ApiServiceVariationSchema>;

export const ApiServiceSchema = z.object({
  id,
  categoryId: id,
  categoryName: z.string().nullish(),
  name: z.string(),
  description: text,
  imageUrl: text,
  basePrice: money,
  fromPrice: money,
  /** How long the work takes one crew, in minutes. */
  durationMinutes: z.number().int().default(45),
  isPackage: z.union([z.boolean(), z.number()]).transform((v) => Boolean(v)),
  quoteOnly: z.boolean().default(false),
  variations: z.array(ApiServiceVariationSchema).default([]),
  addOns: z.array(ApiAddOnSchema).default([]),
  ...audit,
});
export type ApiService = z.infer<typeof ApiServiceSchema>;

export const ApiServicesWithTabsSchema = z.object({
  services: z.array(ApiServiceSchema),
  allCategories: z.array(ApiCategorySchema),
});

export const ApiPackageServiceSchema = z.object({
  id,
  packageId: id,
  serviceId: id.nullish(),
  serviceName: z.string(),
  quantity: z.number().int(),
  /** The programme's week of this service's first visit (docs/recurring.md); null spreads over the season. */
  firstWeek: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  /** Weeks between this service's visits; null spreads them over the season. */
  everyWeeks: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
});
export type ApiPackageService = z.infer<typeof ApiPackageServiceSchema>;

export const ApiPackageSchema = z.object({
  id,
  seasonId: id.nullish(),
  name: z.string(),
  description: text,
  imageUrl: text,
  startDate: text,
  endDate: text,
  price: money,
  services: z.array(ApiPackageServiceSchema).default([]),
  ...audit,
});
export type ApiPackage = z.infer<typeof ApiPackageSchema>;

export const ApiSeasonSchema = z.object({
  id,
  name: z.string(),
  duration: text,
  notes: text,
  startDate: text,
  endDate: text,
  multiplier: money,
  packages: z.array(ApiPackageSchema).optional(),
  ...audit,
});
export type ApiSeason = z.infer<typeof ApiSeasonSchema>;

export const ModifierTypeSchema = z.enum(['no_charge', 'extra', 'discount']);
export const ModifierUnitsSchema = z.enum(['percent', 'amount']);

export const ApiModifierOptionSchema = z.object({
  id,
  modifier_id: id,
  name: z.string(),
  type: ModifierTypeSchema,
  units: ModifierUnitsSchema.nullish().transform((v) => v ?? null),
  value: money,
  description: text,
  /** Set on options the gateway decides (earned discounts, call-out fee). */
  rule: z
    .enum(['first_time', 'referral', 'call_out'])
    .nullish()
    .transform((v) => v ?? null),
  ...audit,
});
export type ApiModifierOption = z.infer<typeof ApiModifierOptionSchema>;

export const ApiModifierSchema = z.object({
  id,
  name: z.string(),
  description: text,
  options: z.array(ApiModifierOptionSchema).default([]),
  ...audit,
});
export type ApiModifier = z.infer<typeof ApiModifierSchema>;

export const ApiVariationOptionSchema = z.object({
  id,
  variationId: id,
  label: z.string(),
  additionalCost: money,
  description: text,
  /** Weeks between visits when the option means a repeat (docs/recurring.md); null for a one-off. */
  repeatWeeks: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  ...audit,
});
export type ApiVariationOption = z.infer<typeof ApiVariationOptionSchema>;

export const ApiVariationSchema = z.object({
  id,
  name: z.string(),
  description: text,
  options: z.array(ApiVariationOptionSchema).default([]),
  ...audit,
});
export type ApiVariation = z.infer<typeof ApiVariationSchema>;

export const ApiServiceAreaSchema = z.object({
  id,
  suburb: z.string(),
  postalCode: z.string(),
  travelMinutes: z.number().int(),
  active: z.boolean(),
});

/** One entry of the area waitlist (`area-waitlist/*.php`). */
export const ApiAreaWaitlistEntrySchema = z.object({
  id,
  email: z.string(),
  suburb: z.string(),
  createdAt: z.string(),
});
