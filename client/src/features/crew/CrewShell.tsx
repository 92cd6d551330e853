import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../account/useAuth';

/**
 * The crew phone's own chrome: a slim bar with the brand, who is signed in and Sign out, and the page.
 * No shop navigation, footer or cart: a crew member at work needs their day, nothing else.
 */
export function CrewShell({ who, children }: { who?: string | null | undefined; children: ReactNode }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Box mih="100vh" bg="gray.0">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Box component="header" bg="dark.7" c="white" py={8} data-testid="crew-header">
        <Container size="sm" px="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Anchor component={Link} to="/crew" c="white" underline="never" fw={700} aria-label="Crew day">
              <Group gap={6} wrap="nowrap">
                <IconLeaf size={22} aria-hidden="true" />
                <span>GreenLeaf crew</span>
              </Group>
            </Anchor>
            {who && (
              <Group gap="xs" wrap="wrap">
                <Text size="sm" c="white" style={{ overflowWrap: 'anywhere' }}>
                  {who}
                </Text>
                <Button
                  size="compact-sm"
                  variant="default"
                  color="green.9"
                  onClick={() => void logout().then(() => navigate('/login'))}
                >
                  Sign out
                </Button>
              </Group>
            )}
          </Group>
        </Container>
      </Box>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </Box>
  );
}
