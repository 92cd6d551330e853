import { SimpleGrid, type MantineSpacing } from '@mantine/core';
import { ServiceCardSkeleton } from './ServiceCardSkeleton';
import { LoadingPill } from './LoadingPill';
import classes from './ServiceGridLoading.module.css';

interface ServiceGridLoadingProps {
  /** How many cards to stand in for. */
  count: number;
  /** The loaded grid's top margin, so the cards land where their placeholders were. */
  mt?: MantineSpacing;
}

/**
 * The loading state of a grid of service cards: the loading message over placeholders laid out like
 * the cards (same grid, same card size), so the loaded cards replace them without a layout shift.
 */
export function ServiceGridLoading({ count, mt }: ServiceGridLoadingProps) {
  return (
    <div className={classes.root}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt={mt} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <ServiceCardSkeleton key={index} />
        ))}
      </SimpleGrid>
      <LoadingPill label="Loading services..." />
    </div>
  );
}
