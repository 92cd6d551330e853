import { Alert, Button, Group, NumberInput, Paper, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SERIES_WINDOW_RANGE, useSeriesWindowSetting } from './useSeriesWindowSetting';

function windowProblem(value: number | string): string | null {
  const { min, max } = SERIES_WINDOW_RANGE;
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return null;
  return `Weeks ahead must be a whole number from ${min} to ${max}`;
}

/** The schedule page's "Recurring visits" setting: how many weeks ahead series visits are made. */
export function SeriesWindowSetting() {
  const setting = useSeriesWindowSetting();
  const [value, setValue] = useState<number | string>('');
  useEffect(() => {
    if (setting.weeks !== null) setValue(setting.weeks);
  }, [setting.weeks]);
  const problem = value === '' && setting.weeks === null ? null : windowProblem(value);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="series-window-title">
      <Title order={2} size="h5" id="series-window-title">
        Recurring visits
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        The visits of recurring series are made this many weeks ahead; each customer pays each visit from its
        reminder.
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem && typeof value === 'number') void setting.save(value);
        }}
      >
        <Group align="flex-start" gap="sm">
          <NumberInput
            label="Create visits this many weeks ahead"
            min={SERIES_WINDOW_RANGE.min}
            max={SERIES_WINDOW_RANGE.max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            w={240}
            value={value}
            error={problem}
            disabled={setting.weeks === null}
            onChange={(next) => {
              setValue(next);
              setting.clearMessage();
            }}
          />
          <Button
            type="submit"
            mt={25}
            variant="light"
            loading={setting.saving}
            disabled={setting.weeks === null || Boolean(problem) || value === setting.weeks}
          >
            Save weeks ahead
          </Button>
        </Group>
      </form>
      {setting.loadFailed && (
        <Text size="sm" c="red.9" role="alert">
          The setting could not be loaded.
        </Text>
      )}
      {setting.message && (
        <Alert
          mt="xs"
          color={setting.message.kind === 'success' ? 'green' : 'red'}
          role={setting.message.kind === 'success' ? 'status' : 'alert'}
        >
          {setting.message.text}
        </Alert>
      )}
    </Paper>
  );
}
