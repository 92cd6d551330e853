/**
 * A booking's rows under it: its lines with their chosen options and add-ons, and its modifiers. The
 * one writer for every booking (the checkout's and the office's save, and a series' later visits), in
 * one INSERT per kind.
 */
import type { Tx } from '../db/client.js';
import {
  bookingModifiers,
  bookingServiceAddOns,
  bookingServices,
  bookingServiceVariations,
} from '../db/schema.js';
import type { VisitTemplate } from '../series/template.js';

/** A line as it is kept: the series' template keeps its lines in this very shape. */
export type BookingLineRow = VisitTemplate['lines'][number];
/** A modifier as it is kept (the template's shape too). */
export type BookingModifierRow = VisitTemplate['modifiers'][number];

/** A chosen modifier option as a save resolved it from the catalogue. */
export interface ChosenModifierOption {
  id: number;
  modifierId: number;
  modifierName: string;
  name: string;
  type: string;
  units: string | null;
  value: number | null;
}

/**
 * The row a chosen modifier option is kept as, with the amount and base the gateway priced it at: the
 * same for a booking's save and a series' later visits.
 */
export const modifierRow = (
  m: ChosenModifierOption,
  priced: { amount: number | null; base: number | null },
): BookingModifierRow => ({
  name: m.modifierName,
  modifierId: m.modifierId,
  modifierOptionId: m.id,
  optionName: m.name,
  type: m.type,
  units: m.units,
  value: m.value,
  amount: priced.amount,
  base: priced.base,
});

/** Who wrote the rows, for the tables that record it (a series' visit leaves them unset). */
interface WrittenBy {
  createdBy: number;
  updatedBy: number;
}

/** Inserts the booking's lines, their options and add-ons, and its modifiers. */
export async function writeBookingRows(
  tx: Tx,
  bookingId: number,
  lines: readonly BookingLineRow[],
  modifiers: readonly BookingModifierRow[],
  writtenBy?: WrittenBy,
): Promise<void> {
  if (lines.length) {
    const lineIds = await tx
      .insert(bookingServices)
      .values(
        lines.map((l) => ({
          bookingId,
          serviceId: l.serviceId,
          packageId: l.packageId,
          name: l.name,
          price: l.price,
          seasonName: l.season?.name ?? null,
          seasonMultiplier: l.season?.multiplier ?? null,
          seasonAmount: l.season?.amount ?? null,
        })),
      )
      .returning({ id: bookingServices.id });
    // Rows come back in the order given (one INSERT ... VALUES); ids ascend with it.
    const ids = lineIds.map((r) => r.id).sort((a, b) => a - b);
    const variations = lines.flatMap((l, i) =>
      l.variations.map((v) => ({ bookingServiceId: ids[i]!, ...v })),
    );
    if (variations.length) await tx.insert(bookingServiceVariations).values(variations);
    const addOns = lines.flatMap((l, i) => l.addOns.map((a) => ({ bookingServiceId: ids[i]!, ...a })));
    if (addOns.length) await tx.insert(bookingServiceAddOns).values(addOns);
  }
  if (modifiers.length) {
    await tx.insert(bookingModifiers).values(modifiers.map((m) => ({ bookingId, ...m, ...writtenBy })));
  }
}
