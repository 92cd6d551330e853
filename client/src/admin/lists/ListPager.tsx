import { Group, Pagination, Select, Text } from '@mantine/core';

const PAGE_SIZES = ['25', '50', '100'];

/** "Showing 26-50 of 120", the rows per page and the pages. */
export function ListPager({
  total,
  page,
  pageSize,
  onPage,
  onPageSize,
}: {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total > 0 ? `Showing ${first}-${last} of ${total}` : ''}
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
        <Pagination
          total={pageCount}
          value={page}
          onChange={onPage}
          aria-label="Pages"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      </Group>
    </Group>
  );
}
