import { lazy, Suspense, useState } from 'react';
import { Anchor, Burger, Container, Group } from '@mantine/core';
import { NavLink, Link } from 'react-router';
import IconLeaf from '@tabler/icons-react/dist/esm/icons/IconLeaf.mjs';
import { CartButton } from './CartButton';
import { useScrolledPast } from './useScrolledPast';
import { NAV_LINKS } from './navLinks';
import { useBooking } from '../features/booking/BookingProvider';
import { useSession } from '../features/account/useSession';
import { targetForRole } from '../features/account/roleTarget';
import classes from './SiteNav.module.css';

const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

const NAV_SHADOW_AFTER_PX = 10;

export function SiteNav() {
  const scrolled = useScrolledPast(NAV_SHADOW_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const { serviceCount, openCart } = useBooking();
  const { user } = useSession();
  const accountTarget = user ? targetForRole(user.role) : '/login';
  const links = [...NAV_LINKS, { label: 'My Account', to: accountTarget }];

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
      <Container size="xl" className={classes.inner}>
        <Anchor
          component={Link}
          to="/"
          className={classes.brand}
          underline="never"
          aria-label="GreenLeaf home"
        >
          <IconLeaf size={28} aria-hidden="true" />
          <span>GreenLeaf</span>
        </Anchor>
        <nav aria-label="Main" className={classes.desktopNav}>
          <Group gap={4} wrap="nowrap">
            {links.map((link) => (
              <NavLink key={link.label} to={link.to} end={link.to === '/'} className={classes.link}>
                {link.label}
              </NavLink>
            ))}
          </Group>
        </nav>
        <Group gap="xs" wrap="nowrap">
          <CartButton />
          <Burger
            opened={menuOpen}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen((open) => !open);
            }}
            hiddenFrom="lg"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
          />
        </Group>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={menuOpen}
            onClose={() => setMenuOpen(false)}
            links={links}
            serviceCount={serviceCount}
            onOpenCart={openCart}
          />
        </Suspense>
      )}
    </header>
  );
}
