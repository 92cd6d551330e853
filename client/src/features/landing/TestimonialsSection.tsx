import { Box, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { TESTIMONIALS } from '../content/marketing';

export function TestimonialsSection() {
  return (
    <Box component="section" bg="gray.0" py="xl" aria-labelledby="testimonials-heading">
      <Container size="lg">
        <Title order={2} id="testimonials-heading" ta="center" mb="lg">
          What Our Customers Say
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TESTIMONIALS.map((testimonial) => (
            <Card key={testimonial.id} withBorder padding="lg" component="figure" m={0}>
              <Text component="blockquote" m={0} fs="italic">
                “{testimonial.quote}”
              </Text>
              <Text component="figcaption" mt="md" fw={600}>
                {testimonial.name}, {testimonial.place}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
