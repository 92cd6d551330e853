import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** The question before the office stops a series: stopping cannot be undone by resuming. */
export function StopSeriesModal({
  seriesName,
  opened,
  stopping,
  onKeep,
  onStop,
}: {
  seriesName: string;
  opened: boolean;
  stopping: boolean;
  onKeep: () => void;
  onStop: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onKeep} title="Stop this series?">
      <Stack>
        <Text>
          {`${seriesName}: no more visits are made, and its upcoming unpaid visits are cancelled; paid ones stay booked. A stopped series cannot be resumed.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeep}>
            Keep the series
          </Button>
          <Button color="red.9" loading={stopping} onClick={onStop}>
            Stop series
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
