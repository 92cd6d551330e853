import {
  ActionIcon,
  Anchor,
  AppShell,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCalendarEvent,
  IconCalendarOff,
  IconCalendarWeek,
  IconUsersGroup,
  IconInbox,
  IconCategory,
  IconCode,
  IconLayoutDashboard,
  IconLeaf,
  IconLogout,
  IconPackage,
  IconPlus,
  IconAdjustments,
  IconSun,
  IconTools,
  IconUserCircle,
  IconUsers,
  IconListDetails,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { activeNavLink, navLinksFor } from './navLinks';
import { useAdminLogout } from './useAdminLogout';
import { useRedirectWhenSessionEnds } from './useRedirectWhenSessionEnds';
import { ADMIN_COLOR_VARIABLES } from '../adminColors';

const ICONS: Record<string, ReactNode> = {
  Dashboard: <IconLayoutDashboard size={18} />,
  Schedule: <IconCalendarWeek size={18} />,
  Calendar: <IconCalendarOff size={18} />,
  Crews: <IconUsersGroup size={18} />,
  Requests: <IconInbox size={18} />,
  'Add-Ons': <IconPlus size={18} />,
  Bookings: <IconCalendarEvent size={18} />,
  Modifiers: <IconAdjustments size={18} />,
  Categories: <IconCategory size={18} />,
  Packages: <IconPackage size={18} />,
  Seasons: <IconSun size={18} />,
  Services: <IconTools size={18} />,
  Users: <IconUsers size={18} />,
  Variations: <IconListDetails size={18} />,
  Developer: <IconCode size={18} />,
};

interface AdminShellProps {
  viewerName: string;
  /** The viewer's role: a manager's sidebar has no Users or Developer. */
  role: string;
  children: ReactNode;
}

/**
 * The admin frame: sidebar, top bar with 'Welcome, {name}', the profile link and Logout. An operation
 * refused because the session has ended takes the admin to /login (useRedirectWhenSessionEnds).
 */
export function AdminShell({ viewerName, role, children }: AdminShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useAdminLogout();
  useRedirectWhenSessionEnds();
  const active = activeNavLink(location.pathname);

  async function handleLogout() {
    try {
      await logout();
    } finally {
      void navigate('/login', { replace: true });
    }
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
      style={ADMIN_COLOR_VARIABLES}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Anchor component={Link} to="/admin" underline="never" c="inherit">
              <Group gap={6} wrap="nowrap">
                <IconLeaf size={22} aria-hidden="true" />
                <Text fw={700}>GreenLeaf Admin</Text>
              </Group>
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" truncate maw={{ base: 110, sm: 320 }}>{`Welcome, ${viewerName}`}</Text>
            <Button
              component={Link}
              to="/admin/profile"
              variant="subtle"
              leftSection={<IconUserCircle size={18} />}
              visibleFrom="sm"
            >
              Profile
            </Button>
            <ActionIcon
              component={Link}
              to="/admin/profile"
              variant="subtle"
              size="lg"
              hiddenFrom="sm"
              aria-label="Profile"
            >
              <IconUserCircle size={20} />
            </ActionIcon>
            <Button
              variant="default"
              leftSection={<IconLogout size={18} />}
              onClick={() => void handleLogout()}
              visibleFrom="sm"
            >
              Logout
            </Button>
            <ActionIcon
              variant="default"
              size="lg"
              hiddenFrom="sm"
              aria-label="Logout"
              onClick={() => void handleLogout()}
            >
              <IconLogout size={20} />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Admin">
        <ScrollArea>
          {navLinksFor(role).map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              leftSection={ICONS[link.label]}
              active={active === link.to}
              onClick={close}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
