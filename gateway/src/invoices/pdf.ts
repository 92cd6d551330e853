/**
 * An issued invoice or credit note as a PDF (docs/product.md, "Invoices"), drawn with pdfkit from the
 * document the api kept at issue: the title ("Tax Invoice", "Invoice" or "Credit Note"), its number and
 * date, the supplier (name, address, VAT number), the customer, each line with its amount, the VAT and
 * the total. Nothing here computes: every amount is the issued one.
 */
import PDFDocument from 'pdfkit';
import { formatRand } from '@greenleaf/shared/format/money';
import type { ApiInvoice } from '../api/invoice-replies.js';

/** `2026-11-28T09:15:00Z` → `28 November 2026` in Johannesburg. */
function issueDate(iso: string): string {
  return new Intl.DateTimeFormat('en-ZA', {
    timeZone: 'Africa/Johannesburg',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

/** The file name a download or an attachment carries: `INV-000001.pdf`. */
export const invoiceFileName = (invoice: Pick<ApiInvoice, 'number'>) => `${invoice.number}.pdf`;

export function renderInvoicePdf(invoice: ApiInvoice): Promise<Buffer> {
  const d = invoice.document;
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${d.title} ${d.number}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.fontSize(20).text(d.title);
  pdf.moveDown(0.5).fontSize(10);
  pdf.text(`Number: ${d.number}`);
  pdf.text(`Date: ${issueDate(invoice.issuedAt)}`);
  if (d.credits) pdf.text(`Credit against invoice: ${d.credits}`);
  pdf.text(`Booking: ${d.bookingReference}`);
  pdf.moveDown();
  pdf.font('Helvetica-Bold').text('From');
  pdf.font('Helvetica').text(d.supplier.name).text(d.supplier.address);
  if (d.supplier.vatNumber) pdf.text(`VAT number: ${d.supplier.vatNumber}`);
  pdf.moveDown();
  pdf.font('Helvetica-Bold').text('To');
  pdf.font('Helvetica').text(d.customer.name);
  if (d.customer.address) pdf.text(d.customer.address);
  if (d.customer.email) pdf.text(d.customer.email);
  pdf.moveDown();
  const left = 50;
  const right = 545;
  pdf.font('Helvetica-Bold').text('Description', left, pdf.y, { continued: false });
  for (const line of d.lines) {
    const y = pdf.y;
    pdf.font('Helvetica').text(line.description, left, y, { width: 380 });
    pdf.text(formatRand(line.amount), left, y, { width: right - left, align: 'right' });
  }
  pdf.moveDown();
  const row = (label: string, value: string) => {
    const y = pdf.y;
    pdf.text(label, left, y, { width: 380 });
    pdf.text(value, left, y, { width: right - left, align: 'right' });
  };
  if (d.vatRatePercent !== null) {
    row(`VAT at ${d.vatRatePercent}% (included)`, formatRand(d.vat));
  }
  pdf.font('Helvetica-Bold');
  row(d.vatRatePercent !== null ? 'Total including VAT' : 'Total', formatRand(d.total));
  pdf.font('Helvetica').moveDown();
  pdf.text(`Paid by ${d.payment.method} (reference ${d.payment.reference}).`, left);
  pdf.end();
  return done;
}
