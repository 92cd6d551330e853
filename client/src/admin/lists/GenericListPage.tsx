import { LoadingStatus } from '../../lib/feedback/LoadingStatus';
import { LoadFailure } from '../LoadState';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState, type ComponentProps } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { AdminFilterInput } from '../../__generated__/graphql';
import type { OptionSource } from '../forms/fieldTypes';
import { useOptionLists } from '../forms/useOptionLists';
import { useAdminPageTitle } from '../usePageTitle';
import { SideScroll } from '../SideScroll';
import { ListFilters } from './ListFilters';
import { ListPager } from './ListPager';
import { ListTable, type SortState } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { AdminTableRouteQuery } from './operations';
import { recordPath, tableConfig, tableNotFoundMessage, type TableConfig } from './tableConfigs';
import { ExportReady } from './ExportReady';
import { useTableExport } from './useTableExport';

/** /admin/{tableId}: the generic list of any admin table. */
export function GenericListPage() {
  const { tableId = '' } = useParams();
  const config = tableConfig(tableId);
  if (!config) {
    return <ErrorAlert title="Unknown table">{tableNotFoundMessage(tableId)}</ErrorAlert>;
  }
  return <TableList key={tableId} tableId={tableId} config={config} />;
}

/** The option lists a table's lookups and filters read (each once). */
function useTableOptionLists(config: TableConfig) {
  const sources = useMemo(() => {
    const wanted = new Set<OptionSource>();
    config.columns.forEach((column) => column.lookup && wanted.add(column.lookup));
    config.filters.forEach((filter) => filter.optionSource && wanted.add(filter.optionSource));
    return [...wanted];
  }, [config]);
  return useOptionLists(sources);
}

/** A table's list: search, filters, export, add, the sortable table and its pages. */
function TableList({ tableId, config }: { tableId: string; config: TableConfig }) {
  useAdminPageTitle(config.title);
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
  // Keyset paging (issue #34): the cursor each page starts after; the first page starts at the top.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length;
  const firstPage = () => setCursors([null]);
  const [pageSize, setPageSize] = useState(25);
  // The total is counted on a first page only (a count of every matching row) and kept while paging.
  const [knownTotal, setKnownTotal] = useState<number | null>(null);
  const optionLists = useTableOptionLists(config);

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
    variables: {
      ...variables,
      limit: pageSize,
      after: cursors.at(-1) ?? null,
      withTotal: page === 1 && config.countRows !== false,
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const rows = shown?.adminTableRows.rows ?? [];
  const counted = data?.adminTableRows.total;
  if (counted !== undefined && counted !== knownTotal) setKnownTotal(counted);
  const endCursor = shown?.adminTableRows.endCursor ?? null;
  const activeFilterCount = filters.length;
  // The export names its size first: the list's total when it was counted for these filters.
  const exportTotal = config.countRows === false || loading ? null : knownTotal;
  const { exporting, exportError, exportCsv, ready, cancelExport, clearExportError } = useTableExport(
    config.title,
    variables,
    exportTotal,
  );

  function changeSort(key: string) {
    firstPage();
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' }
        : { key, direction: 'ASC' },
    );
  }

  return (
    <Stack gap="md">
      <ListToolbar
        title={config.title}
        addPath={recordPath(tableId, 'add')}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          firstPage();
        }}
        filtersOpen={showFilters}
        onToggleFilters={() => setShowFilters((open) => !open)}
        activeFilterCount={activeFilterCount}
        exporting={exporting}
        onExport={() => void exportCsv()}
      />

      {showFilters && (
        <ListFilters
          config={config}
          values={filterValues}
          lists={optionLists.lists}
          activeCount={activeFilterCount}
          onChange={(key, value) => {
            firstPage();
            setFilterValues((current) => ({ ...current, [key]: value }));
          }}
          onClear={() => {
            setFilterValues({});
            firstPage();
          }}
        />
      )}

      {error && (
        <LoadFailure
          title={`Failed to load ${config.title}. Please try again.`}
          error={error}
          onRetry={() => void refetch()}
        />
      )}
      {ready && (
        <ExportReady title={config.title} rows={ready.rows} href={ready.href} onDone={cancelExport} />
      )}

      {exportError && (
        <ErrorAlert withCloseButton onClose={clearExportError}>
          {exportError}
        </ErrorAlert>
      )}

      <ListRows
        tableId={tableId}
        config={config}
        rows={rows}
        sort={sort}
        onSort={changeSort}
        lookups={optionLists.lists}
        state={loading && !shown ? 'loading' : !loading && !error && rows.length === 0 ? 'empty' : 'shown'}
        narrowed={Boolean(debouncedSearch) || activeFilterCount > 0}
      />

      <ListPager
        total={config.countRows === false ? null : knownTotal}
        page={page}
        pageSize={pageSize}
        shown={rows.length}
        hasNextPage={Boolean(data?.adminTableRows.hasNextPage && endCursor)}
        onPrevious={() => setCursors((current) => (current.length > 1 ? current.slice(0, -1) : current))}
        onNext={() => endCursor && setCursors((current) => [...current, endCursor])}
        onPageSize={(size) => {
          setPageSize(size);
          firstPage();
        }}
      />
    </Stack>
  );
}

/** The sortable table of one page, with what shows while it loads or when nothing matches. */
function ListRows({
  config,
  state,
  narrowed,
  ...table
}: ComponentProps<typeof ListTable> & { state: 'loading' | 'empty' | 'shown'; narrowed: boolean }) {
  return (
    <Paper withBorder radius="md">
      <SideScroll label={config.title} minWidth={config.columns.some((c) => c.hideOnPhone) ? 320 : 640}>
        <ListTable config={config} {...table} />
      </SideScroll>
      {state === 'loading' && (
        <LoadingStatus text={`Loading ${config.title.toLowerCase()}...`} centred={{ p: 'lg' }} />
      )}
      {state === 'empty' && (
        <Text p="lg" ta="center" c="dimmed">
          {narrowed ? 'No records match the search or filters.' : 'No records yet.'}
        </Text>
      )}
    </Paper>
  );
}
