import { Button, Paper, Select, SimpleGrid } from '@mantine/core';
import type { OptionSource, SelectOption } from '../forms/fieldTypes';
import type { TableConfig } from './tableConfigs';

/** The list's filters, one choice each ("Any" when none), and Clear filters while one is set. */
export function ListFilters({
  config,
  values,
  lists,
  activeCount,
  onChange,
  onClear,
}: {
  config: TableConfig;
  values: Record<string, string | null>;
  lists: Partial<Record<OptionSource, readonly SelectOption[]>>;
  activeCount: number;
  onChange: (key: string, value: string | null) => void;
  onClear: () => void;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {config.filters.map((filter) => (
          <Select
            key={filter.key}
            label={filter.label}
            placeholder="Any"
            clearable
            searchable
            data={(filter.options ?? (filter.optionSource ? lists[filter.optionSource] : []) ?? []).map(
              (option) => ({ value: option.value, label: option.label }),
            )}
            value={values[filter.key] ?? null}
            onChange={(value) => onChange(filter.key, value)}
          />
        ))}
      </SimpleGrid>
      {activeCount > 0 && (
        <Button variant="subtle" size="xs" mt="sm" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Paper>
  );
}
