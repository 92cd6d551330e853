import { z } from 'zod';

/**
 * VAT and the business named on tax invoices (docs/product.md, "Invoices"). Prices are VAT-inclusive:
 * the VAT in a total is its tax fraction, 15/115 at 15%, rounded to the cent once per document.
 */
export const VAT_RATE_PERCENT = 15;

/** The VAT included in a VAT-inclusive rand amount, to the cent (no ties: 3/23 of a cent count is never x.5). */
export function vatIncluded(total: number, ratePercent: number = VAT_RATE_PERCENT): number {
  const cents = Math.round(total * 100);
  return Math.round((cents * ratePercent) / (100 + ratePercent)) / 100;
}

/**
 * The supplier named on every invoice, from the environment of both the api (which snapshots it into
 * each invoice it issues) and the gateway (which shows the VAT in a price breakdown). An empty
 * VAT_NUMBER: the business is not registered for VAT and issues plain invoices without VAT lines.
 */
export const BusinessEnvSchema = z.object({
  BUSINESS_LEGAL_NAME: z.string().min(1).default('Greenleaf Garden Services (Pty) Ltd'),
  BUSINESS_ADDRESS: z.string().min(1).default('1 Kloof Street, Gardens, Cape Town, 8001'),
  BUSINESS_VAT_NUMBER: z
    .string()
    .regex(/^(4\d{9})?$/, 'a South African VAT number is 10 digits starting with 4 (empty: not registered)')
    .default(''),
});

export type BusinessEnv = z.infer<typeof BusinessEnvSchema>;
