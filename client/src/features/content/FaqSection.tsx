import { Container, Text, Title } from '@mantine/core';
import { FaqAccordion } from './FaqAccordion';
import { faqs } from './faqs';
import { useSiteInfo } from '../../app/siteInfo';

export function FaqSection() {
  const info = useSiteInfo();
  return (
    <Container size="md" py="xl" component="section" aria-labelledby="faq-heading">
      <Title order={2} id="faq-heading" ta="center">
        Frequently Asked Questions
      </Title>
      <Text ta="center" c="dimmed" mt="xs" mb="lg">
        Quick answers to what customers ask us most.
      </Text>
      {info && <FaqAccordion entries={faqs(info)} />}
    </Container>
  );
}
