import { Badge, Button, Group, TextInput, Title } from '@mantine/core';
import { IconDownload, IconFilter, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The list's title with its search, Filter (and how many are set), Export and Add. */
export function ListToolbar({
  title,
  addPath,
  search,
  onSearch,
  filtersOpen,
  onToggleFilters,
  activeFilterCount,
  exporting,
  onExport,
}: {
  title: string;
  addPath: string;
  search: string;
  onSearch: (search: string) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  activeFilterCount: number;
  exporting: boolean;
  onExport: () => void;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap="sm">
        <TextInput
          aria-label={`Search ${title}`}
          placeholder="Search..."
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
        <Button
          variant={filtersOpen ? 'light' : 'default'}
          leftSection={<IconFilter size={16} />}
          onClick={onToggleFilters}
          aria-expanded={filtersOpen}
          rightSection={activeFilterCount > 0 ? <Badge size="xs">{activeFilterCount}</Badge> : undefined}
        >
          Filter
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={onExport}
          loading={exporting}
        >
          Export
        </Button>
        <Button component={Link} to={addPath} leftSection={<IconPlus size={16} />}>
          Add
        </Button>
      </Group>
    </Group>
  );
}
