import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminTableCountQueryQueryVariables, AdminSortInput } from '../../__generated__/graphql';
import { refusalText } from '../../lib/graphqlErrors';
import { AdminTableCountQuery } from './operations';

type ExportVariables = AdminTableCountQueryQueryVariables & { sort?: AdminSortInput | null };

/**
 * The gateway's streamed CSV of the list (GET /exports/{table}.csv: its search, filters and sort). The
 * browser downloads it through a plain link, so the file is never held in the page; BOOKING_MANAGER is
 * the gateway's `booking-manager`.
 */
export function tableExportHref(v: ExportVariables): string {
  const params = new URLSearchParams();
  if (v.search) params.set('search', v.search);
  const filters = Array.isArray(v.filters) ? v.filters : v.filters ? [v.filters] : [];
  if (filters.length > 0)
    params.set('filters', JSON.stringify(filters.map(({ key, value }) => ({ key, value }))));
  if (v.sort) {
    params.set('sort', v.sort.key);
    params.set('dir', v.sort.direction === 'DESC' ? 'desc' : 'asc');
  }
  const query = params.toString();
  return `/exports/${v.table.toLowerCase().replace(/_/g, '-')}.csv${query ? `?${query}` : ''}`;
}

/** A count in the office's words: 'Export 12,345 rows'. */
export const exportLabel = (rows: number) =>
  `Export ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`;

/**
 * The list's export: first its size, from the list's total when it was counted or a count of the
 * matching rows, then the link that downloads it; says why when the count could not be read.
 */
export function useTableExport(title: string, variables: ExportVariables, knownTotal: number | null) {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const key = JSON.stringify(variables);
  const [sized, setSized] = useState<{ key: string; rows: number } | null>(null);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      let rows = knownTotal;
      if (rows === null) {
        const { data } = await client.query({
          query: AdminTableCountQuery,
          variables: { table: variables.table, search: variables.search, filters: variables.filters },
          fetchPolicy: 'network-only',
        });
        if (!data) throw new Error('No count returned');
        rows = data.adminTableRows.total;
      }
      setSized({ key, rows });
    } catch (error) {
      setExportError(
        refusalText(error, `Failed to count the ${title.toLowerCase()} to export. Please try again.`),
      );
    } finally {
      setExporting(false);
    }
  }

  // A size read for other search, filters or sort is not shown.
  const ready = sized?.key === key ? { rows: sized.rows, href: tableExportHref(variables) } : null;
  return {
    exporting,
    exportError,
    exportCsv,
    ready,
    cancelExport: () => setSized(null),
    clearExportError: () => setExportError(null),
  };
}
