import { List, Text } from '@mantine/core';

/** What asking to be deleted does, in the customer's words (the profile's and the office's confirmation). */
export function ErasureText({ reader }: { reader: 'customer' | 'office' }) {
  const your = reader === 'customer' ? 'your' : "the customer's";
  return (
    <>
      <Text size="sm">
        This cannot be undone. Deleting {your === 'your' ? 'your account' : 'the account'}:
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          erases {your} name, e-mail address, phone, addresses, property notes and gate codes, quote requests
          and their photos;
        </List.Item>
        <List.Item>
          cancels every future visit not yet paid, and ends every sign-in and e-mailed link;
        </List.Item>
        <List.Item>
          keeps past bookings, payments and tax invoices for our records (the law asks for five years),
          without
          {` ${your}`} personal details;
        </List.Item>
        <List.Item>means the account can no longer sign in.</List.Item>
      </List>
      <Text size="sm">
        A paid visit still to come must be cancelled first (or call the office), so that any refund can reach
        {reader === 'customer' ? ' you' : ' them'}.
      </Text>
    </>
  );
}
