import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconDownload,
  IconFilter,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { AdminFilterInput, SortDirection } from '../../__generated__/graphql';
import type { OptionSource } from '../forms/fieldTypes';
import { useOptionLists } from '../forms/useOptionLists';
import { useAdminPageTitle } from '../usePageTitle';
import { cellText } from './cellText';
import { STATUS_COLORS } from '../bookings/statusDisplay';
import type { BookingStatus } from '../../__generated__/graphql';
import { downloadText } from './downloadText';
import { AdminTableExportQuery, AdminTableRouteQuery } from './operations';
import { recordPath, tableConfig, tableNotFoundMessage, type TableConfig } from './tableConfigs';
import { scalarText } from '@greenleaf/shared/scalar-text';
import { refusalText } from '../../lib/graphqlErrors';
import { SideScroll } from '../SideScroll';

const PAGE_SIZES = ['25', '50', '100'];

/** /admin/{tableId}: the generic list of any admin table. */
export function GenericListPage() {
  const { tableId = '' } = useParams();
  const config = tableConfig(tableId);
  if (!config) {
    return (
      <Alert color="red" role="alert" title="Unknown table">
        {tableNotFoundMessage(tableId)}
      </Alert>
    );
  }
  return <TableList key={tableId} tableId={tableId} config={config} />;
}

interface SortState {
  key: string;
  direction: SortDirection;
}

function TableList({ tableId, config }: { tableId: string; config: TableConfig }) {
  useAdminPageTitle(config.title);
  const navigate = useNavigate();
  const client = useApolloClient();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [showFilters, setShowFilters] = useState(false);
  // A link may open the list already filtered (the dashboard's Clients card: ?role=client).
  const [searchParams] = useSearchParams();
  const [filterValues, setFilterValues] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(
      config.filters.filter((f) => searchParams.get(f.key)).map((f) => [f.key, searchParams.get(f.key)]),
    ),
  );
  const [sort, setSort] = useState<SortState>({ key: config.mainColumn, direction: 'ASC' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const sources = useMemo(() => {
    const wanted = new Set<OptionSource>();
    config.columns.forEach((column) => column.lookup && wanted.add(column.lookup));
    config.filters.forEach((filter) => filter.optionSource && wanted.add(filter.optionSource));
    return [...wanted];
  }, [config]);
  const optionLists = useOptionLists(sources);

  const filters: AdminFilterInput[] = Object.entries(filterValues)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => ({ key, value }));
  const variables = {
    table: config.table,
    search: debouncedSearch || null,
    filters: filters.length > 0 ? filters : null,
    sort,
  };

  const { data, previousData, loading, error, refetch } = useQuery(AdminTableRouteQuery, {
    variables: { ...variables, limit: pageSize, offset: (page - 1) * pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const rows = shown?.adminTableRows.rows ?? [];
  const total = shown?.adminTableRows.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  function changeSort(key: string) {
    setPage(1);
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' }
        : { key, direction: 'ASC' },
    );
  }

  function changeFilter(key: string, value: string | null) {
    setPage(1);
    setFilterValues((current) => ({ ...current, [key]: value }));
  }

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const { data: exported } = await client.query({
        query: AdminTableExportQuery,
        variables,
        fetchPolicy: 'network-only',
      });
      if (!exported) throw new Error('No export returned');
      const file = exported.adminTableExport;
      downloadText(file.filename, file.contentType, file.csv);
    } catch (error) {
      setExportError(refusalText(error, `Failed to export ${config.title}. Please try again.`));
    } finally {
      setExporting(false);
    }
  }

  const activeFilterCount = filters.length;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {config.title}
        </Title>
        <Group gap="sm">
          <TextInput
            aria-label={`Search ${config.title}`}
            placeholder="Search..."
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <Button
            variant={showFilters ? 'light' : 'default'}
            leftSection={<IconFilter size={16} />}
            onClick={() => setShowFilters((open) => !open)}
            aria-expanded={showFilters}
            rightSection={activeFilterCount > 0 ? <Badge size="xs">{activeFilterCount}</Badge> : undefined}
          >
            Filter
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void exportCsv()}
            loading={exporting}
          >
            Export
          </Button>
          <Button component={Link} to={recordPath(tableId, 'add')} leftSection={<IconPlus size={16} />}>
            Add
          </Button>
        </Group>
      </Group>

      {showFilters && (
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {config.filters.map((filter) => (
              <Select
                key={filter.key}
                label={filter.label}
                placeholder="Any"
                clearable
                searchable
                data={(
                  filter.options ??
                  (filter.optionSource ? optionLists.lists[filter.optionSource] : []) ??
                  []
                ).map((option) => ({ value: option.value, label: option.label }))}
                value={filterValues[filter.key] ?? null}
                onChange={(value) => changeFilter(filter.key, value)}
              />
            ))}
          </SimpleGrid>
          {activeFilterCount > 0 && (
            <Button
              variant="subtle"
              size="xs"
              mt="sm"
              onClick={() => {
                setFilterValues({});
                setPage(1);
              }}
            >
              Clear filters
            </Button>
          )}
        </Paper>
      )}

      {error && (
        <Alert color="red" role="alert" title={`Failed to load ${config.title}. Please try again.`}>
          <Text size="sm" mb="xs">
            {error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            Try Again
          </Button>
        </Alert>
      )}
      {exportError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
      )}

      <Paper withBorder radius="md">
        <SideScroll label={config.title} minWidth={config.columns.some((c) => c.hideOnPhone) ? 320 : 640}>
          <Table highlightOnHover striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {config.columns.map((column) => {
                  const sorted = sort.key === column.key;
                  return (
                    <Table.Th
                      key={column.key}
                      visibleFrom={column.hideOnPhone ? 'sm' : undefined}
                      aria-sort={sorted ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none'}
                    >
                      <UnstyledButton onClick={() => changeSort(column.key)} fw={700} fz="sm">
                        <Group gap={4} wrap="nowrap">
                          {column.label}
                          {sorted ? (
                            sort.direction === 'ASC' ? (
                              <IconArrowUp size={14} aria-hidden="true" />
                            ) : (
                              <IconArrowDown size={14} aria-hidden="true" />
                            )
                          ) : (
                            <IconArrowsSort size={14} aria-hidden="true" opacity={0.4} />
                          )}
                        </Group>
                      </UnstyledButton>
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const to = recordPath(tableId, row.id);
                return (
                  <Table.Tr key={row.id} onClick={() => void navigate(to)} style={{ cursor: 'pointer' }}>
                    {config.columns.map((column, index) => {
                      const value = row.data[column.key];
                      const text = cellText(column, value, optionLists.lists);
                      const status = column.format === 'bookingStatus' ? String(value).toUpperCase() : null;
                      return (
                        <Table.Td key={column.key} visibleFrom={column.hideOnPhone ? 'sm' : undefined}>
                          {column.linkTo && value != null && value !== '' ? (
                            <Anchor
                              component={Link}
                              to={column.linkTo(scalarText(value))}
                              onClick={(event) => event.stopPropagation()}
                            >
                              {text}
                            </Anchor>
                          ) : index === 0 || column.key === config.mainColumn ? (
                            <Anchor component={Link} to={to} onClick={(event) => event.stopPropagation()}>
                              {text || row.id}
                            </Anchor>
                          ) : status && status in STATUS_COLORS ? (
                            <Badge color={STATUS_COLORS[status as BookingStatus]} variant="light">
                              {text}
                            </Badge>
                          ) : (
                            text
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </SideScroll>
        {loading && !shown && (
          <Center p="lg">
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden="true" />
              <Text>{`Loading ${config.title.toLowerCase()}...`}</Text>
            </Group>
          </Center>
        )}
        {!loading && !error && rows.length === 0 && (
          <Text p="lg" ta="center" c="dimmed">
            {debouncedSearch || activeFilterCount > 0
              ? 'No records match the search or filters.'
              : 'No records yet.'}
          </Text>
        )}
      </Paper>

      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total > 0 ? `Showing ${first}-${last} of ${total}` : ''}
        </Text>
        <Group gap="sm">
          <Select
            aria-label="Rows per page"
            data={PAGE_SIZES}
            value={String(pageSize)}
            onChange={(value) => {
              setPageSize(Number(value ?? 25));
              setPage(1);
            }}
            w={90}
            allowDeselect={false}
          />
          <Pagination
            total={pageCount}
            value={page}
            onChange={setPage}
            aria-label="Pages"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      </Group>
    </Stack>
  );
}
