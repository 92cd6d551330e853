import { OfficePageHeader } from '../OfficePageHeader';
import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconCloudRain } from '@tabler/icons-react';
import { addDays } from '@greenleaf/shared/calendar/dates';
import { todayInJohannesburg } from '../../features/checkout/johannesburgDate';

type View = 'day' | 'week';

/** 'Friday, 27 November 2026' (the date as it is, whatever the browser's zone). */
export const longDay = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'full', timeZone: 'UTC' });

/**
 * The schedule's title (the day or week shown, and the slot capacity) with its controls: day or week,
 * previous, today, next, a date, and on a day the rain day.
 */
export function ScheduleToolbar({
  view,
  date,
  from,
  capacity,
  go,
  onRainDay,
  rainDayDisabled,
}: {
  view: View;
  date: string;
  /** The first day shown (the week's Monday, or the day). */
  from: string;
  capacity: number | undefined;
  go: (next: { date?: string; view?: View }) => void;
  onRainDay: () => void;
  rainDayDisabled: boolean;
}) {
  return (
    <OfficePageHeader
      title="Schedule"
      subtitle={
        <>
          {view === 'week'
            ? `Week of ${longDay.format(new Date(`${from}T00:00:00Z`))}`
            : longDay.format(new Date(`${date}T00:00:00Z`))}
          {capacity !== undefined ? ` · ${capacity} bookings per slot` : ''}
        </>
      }
      actions={
        <Group gap="xs" wrap="wrap" align="flex-end">
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={(v) => go({ view: v })}
            data={[
              { value: 'day', label: 'Day' },
              { value: 'week', label: 'Week' },
            ]}
          />
          <Button
            variant="default"
            aria-label={view === 'week' ? 'Previous week' : 'Previous day'}
            onClick={() => go({ date: addDays(date, view === 'week' ? -7 : -1) })}
          >
            <IconChevronLeft size={18} />
          </Button>
          <Button variant="default" onClick={() => go({ date: todayInJohannesburg() })}>
            Today
          </Button>
          <Button
            variant="default"
            aria-label={view === 'week' ? 'Next week' : 'Next day'}
            onClick={() => go({ date: addDays(date, view === 'week' ? 7 : 1) })}
          >
            <IconChevronRight size={18} />
          </Button>
          <TextInput
            type="date"
            label="Date"
            value={date}
            onChange={(e) => e.currentTarget.value && go({ date: e.currentTarget.value })}
          />
          {view === 'day' && (
            <Button
              color="blue.8"
              leftSection={<IconCloudRain size={18} />}
              onClick={onRainDay}
              disabled={rainDayDisabled}
            >
              Rain day
            </Button>
          )}
        </Group>
      }
    />
  );
}
