import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminTableExportQueryQueryVariables } from '../../__generated__/graphql';
import { refusalText } from '../../lib/graphqlErrors';
import { downloadText } from './downloadText';
import { AdminTableExportQuery } from './operations';

/** Downloads the list as the gateway's CSV (its search, filters and sort); says why when it could not. */
export function useTableExport(title: string, variables: AdminTableExportQueryQueryVariables) {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

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
      setExportError(refusalText(error, `Failed to export ${title}. Please try again.`));
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportError, exportCsv, clearExportError: () => setExportError(null) };
}
