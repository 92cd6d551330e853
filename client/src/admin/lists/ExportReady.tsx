import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { exportLabel } from './useTableExport';

/** The export's size before it starts, and the link that downloads it (the browser streams the file). */
export function ExportReady({
  title,
  rows,
  href,
  onDone,
}: {
  title: string;
  rows: number;
  href: string;
  onDone: () => void;
}) {
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between">
        <Text>
          {rows === 0
            ? `No ${title.toLowerCase()} match: the file will hold the header only.`
            : `The file holds ${rows.toLocaleString('en-US')} ${title.toLowerCase()}, as the list shows them.`}
        </Text>
        <Group gap="sm">
          <Button component="a" href={href} download leftSection={<IconDownload size={16} />}>
            {exportLabel(rows)}
          </Button>
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
