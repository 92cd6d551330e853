import { Button, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ServiceImage } from './ServiceImage';
import { CARD_IMAGE_HEIGHT } from './imageSizes';
import { formatZar } from '../../lib/money';
import classes from './ServiceCard.module.css';

interface ServiceCardData {
  id: string;
  name: string;
  description?: string | null;
  imageUrl?: string | null;
  fromPrice: number;
  /** Priced after a visit: the card offers a quote request instead of a price. */
  quoteOnly?: boolean;
}

interface ServiceCardProps {
  service: ServiceCardData;
  onBookNow: (serviceId: string) => void;
  headingOrder?: 2 | 3;
  /** The first cards are in the first screen (one of them is the page's largest paint): load at once. */
  eager?: boolean;
}

export function ServiceCard({ service, onBookNow, headingOrder = 3, eager = false }: ServiceCardProps) {
  return (
    <Card withBorder shadow="sm" padding="md" component="article" aria-labelledby={`service-${service.id}`}>
      <Card.Section>
        <ServiceImage src={service.imageUrl} alt="" h={CARD_IMAGE_HEIGHT} fit="contain" eager={eager} />
      </Card.Section>
      <div className={classes.body}>
        <Title order={headingOrder} size="h4" id={`service-${service.id}`}>
          {service.name}
        </Title>
        {service.description && (
          <Text size="sm" lineClamp={3} className={classes.description}>
            {service.description}
          </Text>
        )}
        <Text className={classes.price}>
          {service.quoteOnly ? 'Priced after a free quote' : `From ${formatZar(service.fromPrice ?? 0)}`}
        </Text>
      </div>
      {/* one above the other: side by side, a card's half is narrower than "Request a quote" on a phone */}
      <div className={classes.actions}>
        <Button component={Link} to={`/service/${service.id}`} variant="default">
          View Details
        </Button>
        {service.quoteOnly ? (
          <Button component={Link} to={`/quote/${service.id}`}>
            Request a quote
          </Button>
        ) : (
          <Button onClick={() => onBookNow(service.id)}>Book Now</Button>
        )}
      </div>
    </Card>
  );
}
