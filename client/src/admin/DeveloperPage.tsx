import { Anchor, Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiClientsSection } from './developers/ApiClientsSection';
import { WebhooksSection } from './developers/WebhooksSection';
import { useAdminPageTitle } from './usePageTitle';

/**
 * /admin/developers (the admin's): partners' API clients and webhooks, where the admin area's data comes from, and the
 * tables without a sidebar link.
 */
export function DeveloperPage() {
  useAdminPageTitle('Developer');
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h2">
          Developer
        </Title>
        <Text c="dimmed">Technical details of the admin area</Text>
      </div>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          API
        </Title>
        <Text>
          Every admin screen talks to the GraphQL gateway at <Code>/graphql</Code>. Its schema is{' '}
          <Code>schema.graphql</Code> in the repository; every <Code>admin*</Code> operation requires an
          administrator's session. A partner's server calls it with an API client's key (below).
        </Text>
      </Paper>
      <ApiClientsSection />
      <WebhooksSection />
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          Other tables
        </Title>
        <List>
          <List.Item>
            <Anchor component={Link} to="/admin/booking-manager">
              Booking modifiers (booking-manager)
            </Anchor>
          </List.Item>
        </List>
      </Paper>
    </Stack>
  );
}
