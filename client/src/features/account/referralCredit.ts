import { formatZar } from '../../lib/money';

/** What the account page says of the customer's referral credit (the amount is the gateway's). */
export function referralCreditText(credit: { amount: number; friends: number }): string {
  const friends = `${credit.friends} friend${credit.friends === 1 ? '' : 's'}`;
  return `You have ${formatZar(credit.amount)} credit from ${friends}; it comes off your next booking.`;
}
