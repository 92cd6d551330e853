/** The visit's address on one line, as the customer gave it: '12 Kloof Street, Gardens, 8001'. */
export function visitAddressLine(address: { street: string; suburb: string; postalCode: string }): string {
  return [address.street, address.suburb, address.postalCode].filter(Boolean).join(', ');
}
