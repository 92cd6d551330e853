/**
 * The PayFast form for a booking (docs/product.md): the fields in PayFast's
 * documented order, blank ones left out, then the signature (payfast-signature.ts). The action address
 * depends on PAYMENT_MODE.
 */
import { normaliseSaPhone } from '@greenleaf/shared/sa-phone';
import type { ApiBooking } from '../api/replies/bookings.js';
import type { GatewayConfig } from '../config.js';
import { payfastSignature } from './payfast-signature.js';

const PAYFAST_ACTION = {
  sandbox: 'https://sandbox.payfast.co.za/eng/process',
  live: 'https://www.payfast.co.za/eng/process',
} as const;

interface PaymentForm {
  action: string;
  method: 'POST';
  fields: { name: string; value: string }[];
}

/** The action address for the configured mode. */
function paymentAction(config: Pick<GatewayConfig, 'payment' | 'publicUrl'>): string {
  const mode = config.payment.mode;
  return mode === 'simulator' ? `${config.publicUrl}/payments/simulator` : PAYFAST_ACTION[mode];
}

const returnUrl = (publicUrl: string, guidId: string) =>
  `${publicUrl}/booking-successful/${encodeURIComponent(guidId)}`;
/** Back to the payment step, which then says the payment was cancelled and how to pay later. */
export const cancelUrl = (publicUrl: string, guidId: string) =>
  `${publicUrl}/booking-checkout/payments/${encodeURIComponent(guidId)}?payment=cancelled`;
export const notifyUrl = (publicUrl: string) => `${publicUrl}/payments/notify`;

/** A South African number as PayFast takes it (10 digits starting with 0, the shared rule), or '' to leave it out. */
const cellNumber = (phone: string | null | undefined): string => normaliseSaPhone(phone ?? '') ?? '';

/** The rand amount with two decimals, as PayFast wants it. */
const payfastAmount = (amount: number): string => amount.toFixed(2);

/** The address in a `Name <address>` sender. */
function mailAddress(from: string): string {
  const m = /<([^>]+)>/.exec(from);
  return (m ? m[1]! : from).trim();
}

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function buildPaymentForm(
  booking: ApiBooking,
  config: Pick<GatewayConfig, 'payment' | 'publicUrl' | 'mailFrom'>,
  /**
   * saveCard: save the card with PayFast (a tokenised card agreement, `subscription_type=2`) for later
   * visits. returnUrl / cancelUrl: a partner's own pages, already checked against its client's allowed
   * return URLs (return-urls.ts); left out, Greenleaf's.
   */
  options: { saveCard?: boolean; returnUrl?: string | undefined; cancelUrl?: string | undefined } = {},
): PaymentForm {
  const customerName = booking.user?.name?.trim() ?? '';
  const serviceNames = booking.services.map((s) => s.name).join(', ');
  const ordered: [string, string][] = [
    ['merchant_id', config.payment.merchantId],
    ['merchant_key', config.payment.merchantKey],
    ['return_url', options.returnUrl ?? returnUrl(config.publicUrl, booking.guidId)],
    ['cancel_url', options.cancelUrl ?? cancelUrl(config.publicUrl, booking.guidId)],
    ['notify_url', notifyUrl(config.publicUrl)],
    ['name_first', clip(customerName.split(/\s+/)[0] ?? '', 100)],
    ['email_address', booking.user?.email ?? ''],
    ['cell_number', cellNumber(booking.user?.phone)],
    ['m_payment_id', booking.guidId],
    ['amount', payfastAmount(booking.totalPrice)],
    ['item_name', clip(`Booking ${booking.bookingDate} ${booking.bookingTime}`, 100)],
    ['item_description', clip(serviceNames || 'Lawn care booking', 255)],
    ['email_confirmation', '1'],
    ['confirmation_address', mailAddress(config.mailFrom)],
    // PayFast's tokenisation: the notification then carries the card's token (no amount is agreed).
    ['subscription_type', options.saveCard ? '2' : ''],
  ];
  const fields = ordered.filter(([, value]) => value.trim() !== '');
  const signature = payfastSignature(fields, config.payment.passphrase);
  return {
    action: paymentAction(config),
    method: 'POST',
    fields: [...fields, ['signature', signature] as [string, string]].map(([name, value]) => ({
      name,
      value,
    })),
  };
}
