// The public pages' reads, as the api and the gateway compute them, called in-process on a database
// (the scale bench prints them beside the office's reads, issue #34: "public pages and quotes unchanged").
import { ACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import { loadCategories } from '../../api/src/catalogue/categories.js';
import { loadServices } from '../../api/src/catalogue/services.js';
import { loadCatalogueSnapshot } from '../../api/src/catalogue/snapshot.js';
import type { Db } from '../../api/src/db/client.js';

// The gateway's pricing, loaded by name: its types reach gateway/src/api/client.ts, which does not
// typecheck under the bench's DOM lib (its fetch type differs from Node's).
const PRICING = '../../gateway/src/pricing/index.js';
const { quoteBooking } = (await import(PRICING)) as {
  quoteBooking: (input: QuoteInput, catalogue: PricingCatalogue) => unknown;
};

type Row = { id: number; statusId?: number | null };
/** What the cart reads of the catalogue (gateway/src/pricing/types.ts, reduced). */
interface PricingCatalogue {
  services: (Row & {
    quoteOnly?: boolean;
    variations?: { options: (Row & { selected?: boolean })[] }[] | null;
    addOns?: Row[] | null;
  })[];
  modifiers: (Row & { options: (Row & { rule?: string | null })[] })[];
}
interface QuoteInput {
  date: string;
  lines: { serviceId: number; optionIds: number[]; addOnIds: number[] }[];
  modifierOptionIds: number[];
}

const active = (row: { statusId?: number | null }) => (row.statusId ?? ACTIVE_STATUS_ID) === ACTIVE_STATUS_ID;

/**
 * The cart the quote benches price (bench/lib/quote-cart.ts): the first two bookable services with the
 * first offered option of each variation and their first add-on, and every picked modifier's first option.
 */
function cartOf(catalogue: PricingCatalogue, date: string): QuoteInput {
  const services = catalogue.services.filter((s) => active(s) && !s.quoteOnly).slice(0, 2);
  return {
    date,
    lines: services.map((s) => ({
      serviceId: s.id,
      optionIds: (s.variations ?? []).flatMap((v) => {
        const first = v.options.find((o) => o.selected !== false);
        return first ? [first.id] : [];
      }),
      addOnIds: (s.addOns ?? [])
        .filter(active)
        .slice(0, 1)
        .map((a) => a.id),
    })),
    modifierOptionIds: catalogue.modifiers.filter(active).flatMap((m) => {
      const first = m.options.find((o) => active(o) && !o.rule);
      return first ? [first.id] : [];
    }),
  };
}

type PublicRead = (db: Db) => Promise<unknown>;

/** Reads the public pages make, named as the scale bench prints them. */
export const PUBLIC_READS: Record<string, PublicRead> = {
  // `services/get-all-services-with-tabs.php` (the services page, through the gateway's Services query).
  'public: services page catalogue': (db) =>
    Promise.all([
      loadServices(db, { statusId: ACTIVE_STATUS_ID }),
      loadCategories(db, { statusId: ACTIVE_STATUS_ID }),
    ]),
  // A visitor's quote when the gateway does not hold the catalogue: `catalogue/snapshot.php`, then
  // the gateway's pricing (gateway/src/pricing) of the quote bench's cart. Held, a quote reads nothing.
  'public: quote (catalogue snapshot + pricing)': async (db) => {
    // As the gateway receives it: the api's reply in JSON.
    const { catalogueVersion: _version, ...rows } = await loadCatalogueSnapshot(db);
    const catalogue = JSON.parse(JSON.stringify(rows)) as PricingCatalogue;
    return quoteBooking(cartOf(catalogue, '2030-01-07'), catalogue);
  },
};
