import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import type { AdminTable } from '../../__generated__/graphql';
import { AdminModifierOptionChoicesQuery, AdminSelectOptionsQuery } from '../lists/operations';
import type { OptionSource, SelectOption } from './fieldTypes';
import { AdminTimeSlotLabelsQuery } from './operations';

const SOURCE_TABLES: Record<Exclude<OptionSource, 'modifierOptions' | 'timeSlots'>, AdminTable> = {
  categories: 'CATEGORIES',
  services: 'SERVICES',
  users: 'USERS',
  bookings: 'BOOKINGS',
  seasons: 'SEASONS',
  modifiers: 'MODIFIERS',
};

type OptionLists = Partial<Record<OptionSource, readonly SelectOption[]>>;

interface OptionListsState {
  lists: OptionLists;
  loading: boolean;
  /** The sources that could not be loaded (shown as empty lists, and said so). */
  failed: OptionSource[];
}

/** Loads the choices of the given sources (each once), before a form or a list shows. */
export function useOptionLists(sources: readonly OptionSource[]): OptionListsState {
  const client = useApolloClient();
  const key = useMemo(() => [...new Set(sources)].sort().join(','), [sources]);
  const [state, setState] = useState<OptionListsState>({ lists: {}, loading: key !== '', failed: [] });

  useEffect(() => {
    const wanted = key === '' ? [] : (key.split(',') as OptionSource[]);
    if (wanted.length === 0) {
      setState({ lists: {}, loading: false, failed: [] });
      return;
    }
    let cancelled = false;
    setState((previous) => ({ ...previous, loading: true }));
    async function load(source: OptionSource): Promise<readonly SelectOption[]> {
      if (source === 'modifierOptions') {
        const { data } = await client.query({
          query: AdminModifierOptionChoicesQuery,
          fetchPolicy: 'network-only',
        });
        return (data?.adminModifiers ?? []).flatMap((modifier) =>
          modifier.options.map((option) => ({
            value: option.id,
            label: `${modifier.name}: ${option.name}`,
            parent: modifier.id,
          })),
        );
      }
      if (source === 'timeSlots') {
        const { data } = await client.query({
          query: AdminTimeSlotLabelsQuery,
          variables: { date: new Date().toISOString().slice(0, 10) },
        });
        return (data?.timeSlots ?? []).map((slot) => ({ value: slot.label, label: slot.label }));
      }
      const { data } = await client.query({
        query: AdminSelectOptionsQuery,
        variables: { table: SOURCE_TABLES[source] },
        fetchPolicy: 'network-only',
      });
      return (data?.adminSelectOptions ?? []).map((option) => ({ value: option.value, label: option.label }));
    }
    void Promise.allSettled(wanted.map(load)).then((results) => {
      if (cancelled) return;
      const lists: OptionLists = {};
      const failed: OptionSource[] = [];
      results.forEach((result, index) => {
        const source = wanted[index];
        if (!source) return;
        if (result.status === 'fulfilled') lists[source] = result.value;
        else {
          lists[source] = [];
          failed.push(source);
        }
      });
      setState({ lists, loading: false, failed });
    });
    return () => {
      cancelled = true;
    };
  }, [client, key]);

  return state;
}
