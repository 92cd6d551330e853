import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import { useSiteInfo } from '../../app/siteInfo';
import { OfficeHours } from './OfficeHours';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePageDescription } from '../../shell/usePageDescription';
import { ServedAreas } from './ServedAreas';

export function ContactPage() {
  usePageTitle('Contact');
  const info = useSiteInfo();
  usePageDescription(
    info &&
      `Contact GreenLeaf Lawn Care in ${info.address.locality}: phone, e-mail, address and office hours. No call-out fee within ${info.callOutFreeMinutes} minutes of our branches.`,
  );
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Contact Us</Title>
      <Text c="dimmed" mt="xs">
        Questions about a booking, a quote for a bigger job, or anything else: we are happy to help.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="lg">
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Title order={2} size="h3">
              Get in touch
            </Title>
            {info && (
              <>
                <Text>
                  <IconPhone
                    size={18}
                    aria-hidden="true"
                    style={{ verticalAlign: 'middle', marginRight: 8 }}
                  />
                  <Anchor href={info.phoneHref}>{info.phone}</Anchor>
                </Text>
                <Text>
                  <IconMail
                    size={18}
                    aria-hidden="true"
                    style={{ verticalAlign: 'middle', marginRight: 8 }}
                  />
                  <Anchor href={`mailto:${info.email}`}>{info.email}</Anchor>
                </Text>
                <Text component="address" fs="normal">
                  <IconMapPin
                    size={18}
                    aria-hidden="true"
                    style={{ verticalAlign: 'middle', marginRight: 8 }}
                  />
                  {info.address.line}
                </Text>
                <Text size="sm" c="dimmed">
                  No call-out fee within a {info.callOutFreeMinutes}-minute range of our main branches.
                </Text>
              </>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h3" mb="sm">
            Office hours
          </Title>
          <OfficeHours noteMt="md" />
        </Paper>
      </SimpleGrid>
      <Title order={2} mt="xl">
        Areas we serve
      </Title>
      <ServedAreas>
        <Text size="sm">
          A garden design, paving or an installation? Open the service and choose Request a quote: send the
          address, a description and photos, and we reply within two working days.
        </Text>
      </ServedAreas>
    </Container>
  );
}
