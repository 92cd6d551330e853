import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function CallToAction() {
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="cta-heading">
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="leaf.8" c="white" ta="center">
        <Title order={2} id="cta-heading">
          Ready for a greener garden?
        </Title>
        <Text mt="sm" maw={560} mx="auto">
          Book online in minutes. First-time customers save 25%, and there is no call-out fee within 30
          minutes of our branches.
        </Text>
        <Button component={Link} to="/booking" size="lg" mt="lg" variant="white" color="leaf.9">
          Book Now
        </Button>
      </Paper>
    </Container>
  );
}
