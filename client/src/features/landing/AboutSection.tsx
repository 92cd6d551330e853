import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import IconSpray from '@tabler/icons-react/dist/esm/icons/IconSpray.mjs';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import IconDiscount from '@tabler/icons-react/dist/esm/icons/IconDiscount.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import IconBolt from '@tabler/icons-react/dist/esm/icons/IconBolt.mjs';
import { claims } from '../content/marketing';
import { useSiteInfo } from '../../app/siteInfo';
import classes from './LandingPage.module.css';

const CLAIM_ICONS = {
  spray: IconSpray,
  'call-out': IconMapPin,
  'first-time': IconDiscount,
  referral: IconUsers,
  instant: IconBolt,
} as const;

/** Who we are, and why choose us (the claims, with the call-out range from the site's details). */
export function AboutSection() {
  const info = useSiteInfo();
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="about-heading">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          <Title order={2} id="about-heading">
            About GreenLeaf
          </Title>
          <Text mt="sm">
            GreenLeaf is a Cape Town lawn-care and landscaping company. Our trained crews mow, edge, feed,
            aerate and landscape gardens in the suburbs we serve.
          </Text>
          <Text mt="sm">
            We plan every visit around the season, so your garden gets what it needs, when it needs it.
          </Text>
          <Button component={Link} to="/about" variant="subtle" mt="sm" px={0}>
            More about us
          </Button>
        </div>
        <div>
          <Title order={2} id="why-heading">
            Why Choose Us
          </Title>
          <Stack gap="sm" mt="sm" component="ul" className={classes.claims}>
            {(info ? claims(info) : []).map((claim) => {
              const Icon = CLAIM_ICONS[claim.id];
              return (
                <Group key={claim.id} component="li" wrap="nowrap" align="flex-start" gap="sm">
                  {/* A round icon (as Mantine's ThemeIcon draws it, in a class of our own). */}
                  <span aria-hidden="true" className={classes.claimIcon}>
                    <Icon size={18} />
                  </span>
                  <div>
                    <Text fw={600}>{claim.title}</Text>
                    <Text size="sm" c="dimmed">
                      {claim.text}
                    </Text>
                  </div>
                </Group>
              );
            })}
          </Stack>
        </div>
      </SimpleGrid>
    </Container>
  );
}
