import type { ApiClient } from '../api/client.js';
import type { MailAttachment } from '../email/mailer-contract.js';
import { invoiceFileName, renderInvoicePdf } from './pdf.js';

/** The tax invoice of a payment as an e-mail attachment (the api issued it with the payment). */
export async function invoiceAttachment(
  api: ApiClient,
  providerPaymentId: string,
): Promise<MailAttachment[]> {
  const invoice = await api.get('invoices/of-payment.php', { providerPaymentId });
  return [
    {
      filename: invoiceFileName(invoice),
      content: await renderInvoicePdf(invoice),
      contentType: 'application/pdf',
    },
  ];
}
