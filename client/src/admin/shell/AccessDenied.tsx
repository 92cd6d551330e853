import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ADMIN_COLOR_VARIABLES } from '../adminColors';

const ACCESS_DENIED_MESSAGE = 'Access Denied - You do not have permission to access this page.';

/** What a signed-in non-admin sees in the admin area. */
export function AccessDenied() {
  return (
    <Center mih="100vh" p="md" component="main" style={ADMIN_COLOR_VARIABLES}>
      <Paper withBorder p="xl" radius="md" maw={480}>
        <Stack align="center" gap="md">
          <IconLock size={40} aria-hidden="true" />
          <Title order={1} size="h3" ta="center">
            Access Denied
          </Title>
          <Text ta="center">{ACCESS_DENIED_MESSAGE}</Text>
          <Button component={Link} to="/login">
            Go to Login
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
