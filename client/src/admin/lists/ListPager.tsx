import { Button, Group, Select, Text } from '@mantine/core';

const PAGE_SIZES = ['25', '50', '100'];

/**
 * "Showing 26-50 of 120" (the total when the list gave it), the rows per page, and Previous / Next:
 * the list pages by cursor (issue #34), so it moves a page at a time rather than jumping to page 7.
 */
export function ListPager({
  total,
  page,
  pageSize,
  shown,
  hasNextPage,
  onPrevious,
  onNext,
  onPageSize,
}: {
  total: number | null;
  page: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  hasNextPage: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (size: number) => void;
}) {
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  const range = shown === 0 ? '' : `Showing ${first}-${last}${total === null ? '' : ` of ${total}`}`;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" aria-live="polite">
        {range}
      </Text>
      <Group gap="sm">
        <Select
          aria-label="Rows per page"
          data={PAGE_SIZES}
          value={String(pageSize)}
          onChange={(value) => onPageSize(Number(value ?? 25))}
          w={90}
          allowDeselect={false}
        />
        <Button variant="default" onClick={onPrevious} disabled={page <= 1}>
          Previous page
        </Button>
        <Button variant="default" onClick={onNext} disabled={!hasNextPage}>
          Next page
        </Button>
      </Group>
    </Group>
  );
}
