/** A tel: link for a phone number as typed: only the digits and a leading + are kept. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
