/** Replies of the api's money/*.php routes (docs/api.md "Money"), validated at the boundary. */
import { z } from 'zod';
import { money } from './fields.js';

const ApiStatementEntrySchema = z.object({
  kind: z.enum(['invoice', 'payment', 'credit_note', 'refund']),
  id: z.number().int(),
  at: z.string(),
  reference: z.string().nullable(),
  method: z.string().nullable(),
  bookingGuid: z.string(),
  amount: money,
  balance: money,
});

export const ApiStatementSchema = z.object({
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  entries: z.array(ApiStatementEntrySchema),
  charged: money,
  paid: money,
  credited: money,
  refunded: money,
  balance: money,
  refundDue: money,
  awaitingPayment: money,
});
export type ApiStatement = z.infer<typeof ApiStatementSchema>;
