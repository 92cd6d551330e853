import type { FastifyInstance } from 'fastify';
import { InvoiceOfPaymentQuery, InvoiceQuery, InvoicesOfBookingQuery } from '@greenleaf/shared/rest/invoices';
import type { ApiDeps } from '../app.js';
import { query } from '../http/validate.js';
import { invoiceOfPayment, invoicesOfBooking, readInvoice } from '../invoices/read.js';

/** Tax invoices and credit notes (docs/api.md "Invoices"); issued with payments and refunds, never here. */
export function registerInvoicesRoutes(app: FastifyInstance, { database: { db } }: ApiDeps): void {
  app.get('/invoices/list.php', async (req) =>
    invoicesOfBooking(db, query(req, InvoicesOfBookingQuery).booking),
  );
  app.get('/invoices/get.php', async (req) => readInvoice(db, query(req, InvoiceQuery).id));
  app.get('/invoices/of-payment.php', async (req) =>
    invoiceOfPayment(db, query(req, InvoiceOfPaymentQuery).providerPaymentId),
  );
}
