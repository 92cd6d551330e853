import { Group, Paper, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One card of the dashboard: a section named by its heading (`headingId`), an icon before the title
 * when it has one, something beside it on the right (`aside`: a date range, a link), `below` the
 * heading's row, then the card's content.
 */
export function DashboardSection({
  headingId,
  title,
  icon,
  aside,
  below = 'sm',
  children,
}: {
  headingId: string;
  title: string;
  icon?: ReactNode;
  aside?: ReactNode;
  below?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb={below} wrap="wrap">
        <Group gap={6} align="center">
          {icon}
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
        </Group>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
