import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FOOTER_LINKS } from './navLinks';
import { useSiteInfo } from '../app/siteInfo';
import { SITE_NAME } from '../lib/usePageTitle';
import classes from './SiteFooter.module.css';

export function SiteFooter() {
  const info = useSiteInfo();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={6}>
            <Title order={2} size="h4" c="white">
              {SITE_NAME}
            </Title>
            <Text size="sm">Lawn care, landscaping and seasonal garden services in Cape Town.</Text>
          </Stack>
          <nav aria-label="Footer">
            <Title order={2} size="h5" c="white" mb="xs">
              Quick links
            </Title>
            <Stack gap={4}>
              {FOOTER_LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} className={classes.link} size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          </nav>
          <Stack gap={4}>
            <Title order={2} size="h5" c="white" mb="xs">
              Contact
            </Title>
            {info && (
              <>
                <Anchor href={info.phoneHref} className={classes.link} size="sm">
                  {info.phone}
                </Anchor>
                <Anchor href={`mailto:${info.email}`} className={classes.link} size="sm">
                  {info.email}
                </Anchor>
                <Text size="sm" component="address" fs="normal">
                  {info.address.line}
                </Text>
              </>
            )}
          </Stack>
        </SimpleGrid>
        <Text size="xs" mt="xl" ta="center">
          © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
