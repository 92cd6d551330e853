import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The head of an office page: its title (the page's one h1), a dimmed line under it when there is one
 * (an id, a week, what the page holds), and the page's actions on the right (wrapping under the title
 * on a phone).
 */
export function OfficePageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle !== undefined && (
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Text>
        )}
      </div>
      {actions}
    </Group>
  );
}
