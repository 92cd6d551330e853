import { Grid, Skeleton, Stack } from '@mantine/core';
import { LoadingPill } from './LoadingPill';
import { DETAIL_IMAGE_HEIGHT } from './imageSizes';
import classes from './ServiceConfiguratorSkeleton.module.css';

/**
 * The loading state of a service's configuration: the loading message over the picture's placeholder,
 * and placeholders laid out like the loaded configuration (picture, category, name, text, one choice of
 * three options, price, button).
 * On the page it is at least a screen high; in the modal, the modal grows when the service arrives.
 */
export function ServiceConfiguratorSkeleton({ inModal }: { inModal: boolean }) {
  return (
    <div className={inModal ? undefined : classes.page}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }} className={classes.picture}>
          <Skeleton h={DETAIL_IMAGE_HEIGHT} radius="md" aria-hidden="true" />
          <LoadingPill label="Loading service..." />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md" aria-hidden="true">
            <div>
              <Skeleton h={20} w={96} mb="xs" radius="xl" />
              {!inModal && <Skeleton h={32} my={6} w="60%" />}
              <Skeleton h={14} my={4} w={140} />
              <Skeleton h={14} mt="xs" mb={5} />
              <Skeleton h={14} my={5} w="80%" />
              <Skeleton h={14} mt="xs" mb={5} w={160} />
            </div>
            <Stack gap="xs">
              <Skeleton h={14} my={4} w={120} />
              {[0, 1, 2].map((option) => (
                <Skeleton key={option} h={20} w="70%" />
              ))}
            </Stack>
            <Skeleton h={65} />
            <Skeleton h={42} />
          </Stack>
        </Grid.Col>
      </Grid>
    </div>
  );
}
