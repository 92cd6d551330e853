/** Replies of the api's invoices/*.php routes (docs/api.md "Invoices"), validated at the boundary. */
import { z } from 'zod';

const InvoiceDocumentSchema = z.object({
  title: z.enum(['Tax Invoice', 'Invoice', 'Credit Note']),
  number: z.string(),
  supplier: z.object({ name: z.string(), address: z.string(), vatNumber: z.string().nullable() }),
  customer: z.object({ name: z.string(), email: z.string().nullable(), address: z.string().nullable() }),
  bookingReference: z.string(),
  serviceDate: z.string().nullable(),
  payment: z.object({ method: z.string(), reference: z.string() }),
  lines: z.array(z.object({ description: z.string(), amount: z.number() })),
  total: z.number(),
  vat: z.number(),
  vatRatePercent: z.number().nullable(),
  credits: z.string().nullable(),
});

export const ApiInvoiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issuedAt: z.string(),
  total: z.number(),
  vat: z.number(),
  bookingGuid: z.string(),
  document: InvoiceDocumentSchema,
});
export type ApiInvoice = z.infer<typeof ApiInvoiceSchema>;
