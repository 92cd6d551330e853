import { z } from 'zod';
import { zBookingKey } from './bookings.js';
import { zId } from './fields.js';

/** `invoices/list.php`: a booking's invoices and credit notes (by its id or guidId). */
export const InvoicesOfBookingQuery = z.object({ booking: zBookingKey });
/** `invoices/get.php`: one invoice or credit note, with what it says. */
export const InvoiceQuery = z.object({ id: zId });
/** `invoices/of-payment.php`: the tax invoice of a provider's (or the office's) payment id. */
export const InvoiceOfPaymentQuery = z.object({ providerPaymentId: z.string().trim().min(1).max(200) });
