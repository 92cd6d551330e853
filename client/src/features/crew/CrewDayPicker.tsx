import { addDays } from '@greenleaf/shared/calendar/dates';
import { Button, Group } from '@mantine/core';
import { formatShortDay } from '@greenleaf/shared/format/dates';

/** How many days from today the picker offers (today, tomorrow and the days after). */
const DAYS_OFFERED = 7;

/** The day's name on its button: Today, Tomorrow, then "Mon 30 Nov". */
function dayLabel(date: string, offset: number): string {
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  return formatShortDay(date);
}

/** Today, tomorrow and the next days as buttons that wrap on a phone; the chosen one is pressed. */
export function CrewDayPicker({
  today,
  chosen,
  onChoose,
}: {
  today: string;
  chosen: string;
  onChoose: (date: string) => void;
}) {
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Day">
      {Array.from({ length: DAYS_OFFERED }, (_, i) => {
        const date = addDays(today, i);
        const pressed = date === chosen;
        return (
          <Button
            key={date}
            size="compact-md"
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            onClick={() => onChoose(date)}
          >
            {dayLabel(date, i)}
          </Button>
        );
      })}
    </Group>
  );
}
