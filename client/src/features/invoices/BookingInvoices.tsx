import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { formatZar } from '../../lib/money';

/** A booking's invoices and credit notes (docs/product.md, "Invoices"). */
const BookingInvoicesQuery = graphql(`
  query BookingInvoicesQuery($guidId: ID!) {
    booking(guidId: $guidId) {
      id
      invoices {
        id
        kind
        number
        issuedAt
        total
        vat
        downloadUrl
      }
    }
  }
`);

/**
 * The booking's tax invoices and credit notes with a PDF link each, for its holder (My bookings, a
 * manage link) and the office's booking page; nothing while there are none. Every amount is the
 * issued one, from the gateway.
 */
export function BookingInvoices({
  guidId,
  manageToken,
}: {
  guidId: string;
  manageToken?: string | undefined;
}) {
  const { data, error } = useQuery(BookingInvoicesQuery, {
    variables: { guidId },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) console.error('Invoices failed to load', error);
  const invoices = data?.booking?.invoices ?? [];
  if (invoices.length === 0) return null;
  const link = (url: string) => (manageToken ? `${url}?manageToken=${encodeURIComponent(manageToken)}` : url);
  return (
    <Stack component="section" aria-labelledby={`invoices-${guidId}`} gap="xs">
      <Title order={3} size="h4" id={`invoices-${guidId}`}>
        Invoices
      </Title>
      <Table>
        <Table.Tbody>
          {invoices.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>{i.kind === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice'}</Table.Td>
              <Table.Td>
                <Anchor href={link(i.downloadUrl)} download>
                  {i.number} (PDF)
                </Anchor>
              </Table.Td>
              <Table.Td>{formatZar(i.total)}</Table.Td>
              <Table.Td>
                {i.vat > 0 ? <Text size="sm">VAT included: {formatZar(i.vat)}</Text> : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
