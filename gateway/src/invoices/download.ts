/**
 * GET /invoices/:id.pdf: an issued invoice or credit note as a PDF, for whoever may change its booking
 * (auth/reach.ts `mayChangeBooking`: the signed-in owner, the office, or `?manageToken=` of a manage
 * link for that booking). Anyone else, and an invoice whose booking is gone (office: kept as tax
 * records, read through the office), gets 404, saying nothing of whether it exists.
 */
import type { Express, Request, Response } from 'express';
import type { GatewayContext } from '../context.js';
import { mayChangeBooking } from '../auth/reach.js';
import { isOffice } from '../auth/reach.js';
import { invoiceFileName, renderInvoicePdf } from './pdf.js';

export const invoiceDownloadPath = (id: number) => `/invoices/${id}.pdf`;

type ContextOf = (req: Request, res: Response) => Promise<GatewayContext>;

export function mountInvoiceDownloads(app: Express, contextOf: ContextOf): void {
  app.get('/invoices/:file', async (req, res, next) => {
    try {
      const match = /^(\d{1,9})\.pdf$/.exec(req.params.file ?? '');
      const notFound = () => res.status(404).type('text/plain').send('No such invoice.');
      if (!match) return notFound();
      const ctx = await contextOf(req, res);
      const invoice = await ctx.api.get('invoices/get.php', { id: Number(match[1]) }).catch(() => null);
      if (!invoice) return notFound();
      const booking = await ctx.api
        .get('bookings/get.php', { guidId: invoice.bookingGuid })
        .catch(() => null);
      const token = typeof req.query.manageToken === 'string' ? req.query.manageToken : null;
      const allowed = booking
        ? (await mayChangeBooking(ctx, booking, token).catch(() => ({ allowed: false }))).allowed
        : isOffice(ctx.session.user);
      if (!allowed) return notFound();
      const pdf = await renderInvoicePdf(invoice);
      res
        .status(200)
        .type('application/pdf')
        .set('Content-Disposition', `attachment; filename="${invoiceFileName(invoice)}"`)
        .set('Cache-Control', 'private, no-store')
        .send(pdf);
    } catch (err) {
      next(err);
    }
  });
}
