/** What an issued invoice or credit note says, kept as issued (`invoices.document`). */
export type InvoiceKind = 'invoice' | 'credit_note';

export interface InvoiceDocument {
  /** 'Tax Invoice' (VAT-registered), 'Invoice' (not registered) or 'Credit Note'. */
  title: 'Tax Invoice' | 'Invoice' | 'Credit Note';
  /** INV-000001 or CN-000001. */
  number: string;
  supplier: { name: string; address: string; vatNumber: string | null };
  customer: { name: string; email: string | null; address: string | null };
  bookingReference: string;
  serviceDate: string | null;
  payment: { method: string; reference: string };
  lines: { description: string; amount: number }[];
  /** VAT-inclusive rand. */
  total: number;
  /** The VAT in the total; 0 without VAT registration. */
  vat: number;
  vatRatePercent: number | null;
  /** A credit note's invoice number; null for an invoice. */
  credits: string | null;
}

const PREFIX: Record<InvoiceKind, string> = { invoice: 'INV', credit_note: 'CN' };

/** INV-000001 / CN-000001. */
export function invoiceNumberText(kind: InvoiceKind, n: number): string {
  return `${PREFIX[kind]}-${String(n).padStart(6, '0')}`;
}
