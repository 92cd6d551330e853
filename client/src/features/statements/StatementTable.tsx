import { Group, Stack, Table, Text } from '@mantine/core';
import { formatMoment } from '@greenleaf/shared/format/dates';
import { useFragment as unmask, type FragmentType } from '../../__generated__/fragment-masking';
import type { PaymentMethod, StatementEntryKind } from '../../__generated__/graphql';
import { formatZar } from '../../lib/money';
import { StatementTable_statement } from './operations';

const KIND_LABELS: Record<StatementEntryKind, string> = {
  INVOICE: 'Invoice',
  PAYMENT: 'Payment',
  CREDIT_NOTE: 'Credit note',
  REFUND: 'Refund',
};

const METHOD_LABELS: Record<PaymentMethod, string> = {
  PAYFAST: 'online',
  CARD: 'card',
  EFT: 'EFT',
  CASH: 'cash',
};

/** A balance in words: what the customer owes, or what is owed to them. */
function balanceText(balance: number): string {
  if (balance > 0) return `${formatZar(balance)} owing`;
  if (balance < 0) return `${formatZar(-balance)} in credit`;
  return formatZar(0);
}

/**
 * A customer's statement (docs/product.md, "Statements"): what was charged (invoices), paid, credited
 * and refunded, oldest first with the balance after each, then the totals; what is owed back and what
 * confirmed visits still await are said apart. The same for the customer and the office.
 */
export function StatementTable({ statement }: { statement: FragmentType<typeof StatementTable_statement> }) {
  const s = unmask(StatementTable_statement, statement);
  return (
    <Stack gap="xs">
      {s.entries.length === 0 ? (
        <Text c="dimmed">Nothing charged or paid yet.</Text>
      ) : (
        <Table striped aria-label="Statement">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.entries.map((e) => (
              <Table.Tr key={`${e.kind}-${e.at}-${e.reference ?? ''}-${e.bookingReference}`}>
                <Table.Td>{formatMoment(e.at)}</Table.Td>
                <Table.Td>
                  {KIND_LABELS[e.kind]}
                  {e.method && e.kind === 'PAYMENT' ? ` (${METHOD_LABELS[e.method]})` : ''}
                </Table.Td>
                <Table.Td>{e.reference ?? '-'}</Table.Td>
                <Table.Td ta="right">
                  {e.kind === 'PAYMENT' || e.kind === 'CREDIT_NOTE'
                    ? `-${formatZar(e.amount)}`
                    : formatZar(e.amount)}
                </Table.Td>
                <Table.Td ta="right">{balanceText(e.balance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap="lg" data-testid="statement-totals">
        <Text size="sm">Charged {formatZar(s.charged)}</Text>
        <Text size="sm">Paid {formatZar(s.paid)}</Text>
        <Text size="sm">Credited {formatZar(s.credited)}</Text>
        <Text size="sm">Refunded {formatZar(s.refunded)}</Text>
        <Text size="sm" fw={700}>
          Balance {balanceText(s.balance)}
        </Text>
      </Group>
      {s.refundDue > 0 && (
        <Text size="sm">{`${formatZar(s.refundDue)} is owed back and not refunded yet.`}</Text>
      )}
      {s.awaitingPayment > 0 && (
        <Text size="sm">{`${formatZar(s.awaitingPayment)} is still to pay on confirmed visits.`}</Text>
      )}
    </Stack>
  );
}
