import { Container, Text, Title } from '@mantine/core';
import { FaqAccordion } from './FaqAccordion';
import { allFaqs } from './faqs';
import { useSiteInfo } from '../../app/siteInfo';
import { CallToAction } from './CallToAction';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePageDescription } from '../../shell/usePageDescription';

export function FaqsPage() {
  const info = useSiteInfo();
  usePageTitle('FAQs');
  usePageDescription(
    'Answers before you book lawn care in Cape Town: being home during the service, sprays, weather, payment, cancellations and discounts.',
  );
  return (
    <>
      <Container size="md" py="xl">
        <Title order={1}>Frequently Asked Questions</Title>
        <Text c="dimmed" mt="xs" mb="lg">
          Everything you need to know before you book. Still unsure? Contact us and we will gladly help.
        </Text>
        {info && <FaqAccordion entries={allFaqs(info)} />}
      </Container>
      <CallToAction />
    </>
  );
}
