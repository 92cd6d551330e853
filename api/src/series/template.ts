/**
 * What a later visit of a series books, snapshotted when the series is made (`booking_series.template`):
 * the lines that repeat with their options and add-ons, the fees (modifier options that added money;
 * one-off discounts are earned once and not repeated), the work's length, the address and the notes.
 */
import { z } from 'zod';

const TemplateLine = z.object({
  serviceId: z.number().int().nullable(),
  packageId: z.number().int().nullable(),
  name: z.string(),
  price: z.number(),
  season: z.object({ name: z.string(), multiplier: z.number(), amount: z.number() }).nullable(),
  variations: z.array(
    z.object({
      serviceVariationId: z.number().int().nullable(),
      variationOptionId: z.number().int().nullable(),
      variationName: z.string(),
      optionLabel: z.string(),
      additionalCost: z.number(),
    }),
  ),
  addOns: z.array(z.object({ addOnId: z.number().int().nullable(), name: z.string(), price: z.number() })),
});

const TemplateModifier = z.object({
  name: z.string().nullable(),
  modifierId: z.number().int().nullable(),
  modifierOptionId: z.number().int().nullable(),
  optionName: z.string().nullable(),
  type: z.string().nullable(),
  units: z.string().nullable(),
  value: z.number().nullable(),
  amount: z.number().nullable(),
  /** The running total it applied to on a later visit (a percentage is of it); absent in templates made before it was kept. */
  base: z.number().nullable().default(null),
});

export const VisitTemplate = z.object({
  durationMinutes: z.number().int().min(1),
  address: z.object({ street: z.string(), suburb: z.string(), postalCode: z.string() }),
  propertyNotes: z.string().nullable(),
  lines: z.array(TemplateLine),
  modifiers: z.array(TemplateModifier),
  /**
   * The office's discount each later visit carries (docs/product.md, "The office's discount"): its
   * percent, the rand it takes off the visit's price, why, and who gave it; null without one (and in
   * templates made before it was kept).
   */
  officeDiscount: z
    .object({
      percent: z.number(),
      amount: z.number(),
      reason: z.string(),
      givenBy: z.number().int().nullable(),
    })
    .nullable()
    .default(null),
});
export type VisitTemplate = z.infer<typeof VisitTemplate>;
