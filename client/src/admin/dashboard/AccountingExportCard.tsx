import { useState } from 'react';
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';

/** YYYY-MM-DD of today in Johannesburg, and the first of its month. */
function thisMonth(): { from: string; to: string } {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' });
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The accounting export (docs/api.md, "Money"): the invoices, credit notes, payments and refunds of a
 * period as a CSV Xero and Sage import, downloaded from the gateway (office only).
 */
export function AccountingExportCard() {
  const [period, setPeriod] = useState(thisMonth);
  const valid = /^\d{4}-\d\d-\d\d$/.test(period.from) && /^\d{4}-\d\d-\d\d$/.test(period.to);
  const wrongWay = valid && period.to < period.from;
  const href = `/accounting/export.csv?from=${period.from}&to=${period.to}`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="accounting-export">
      <Title order={2} size="h4" id="accounting-export" mb="xs">
        Accounting export
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Invoices, credit notes, payments and refunds of a period as a CSV for Xero or Sage (amounts include
        VAT; credit notes and refunds are negative).
      </Text>
      <Group align="flex-end">
        <TextInput
          type="date"
          label="From"
          value={period.from}
          onChange={(e) => setPeriod({ ...period, from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="To"
          value={period.to}
          error={wrongWay ? 'The end date must not be before the start date' : undefined}
          onChange={(e) => setPeriod({ ...period, to: e.currentTarget.value })}
        />
        <Button
          component="a"
          href={valid && !wrongWay ? href : undefined}
          download
          data-disabled={!valid || wrongWay || undefined}
        >
          Download CSV
        </Button>
      </Group>
    </Paper>
  );
}
