import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of an office page (a region named by its heading, `id` the heading's). */
export function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
