import { Box, Drawer, Stack, Text, UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router';
import { itemCountLabel, type NavItem } from './navLinks';
import classes from './SiteNav.module.css';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  links: readonly NavItem[];
  serviceCount: number;
  onOpenCart: () => void;
}

/** The phone menu (its own chunk: only loaded when first opened). */
export function MobileMenu({ opened, onClose, links, serviceCount, onOpenCart }: MobileMenuProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Mobile">
        <Stack gap={4}>
          {links.map((link) => (
            <NavLink
              key={link.label}
              to={link.to}
              end={link.to === '/'}
              className={classes.mobileLink}
              onClick={onClose}
            >
              {link.label}
            </NavLink>
          ))}
          <UnstyledButton
            className={classes.mobileLink}
            onClick={() => {
              onClose();
              onOpenCart();
            }}
          >
            <Box component="span">Booking cart </Box>
            <Text component="span" c="dimmed">
              {itemCountLabel(serviceCount)}
            </Text>
          </UnstyledButton>
        </Stack>
      </nav>
    </Drawer>
  );
}
