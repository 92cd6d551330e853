import { DashboardSection } from './DashboardSection';
import { Table, Text } from '@mantine/core';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { dayMonth, dayName, hours } from './format';
import { SideScroll } from '../SideScroll';

/** Per crew per day, the minutes booked against the day's working minutes. */
const CrewLoadGrid_load = graphql(`
  fragment CrewLoadGrid_load on AdminCrewLoad {
    days {
      date
      workingMinutes
    }
    crews {
      crewId
      name
      colour
      active
      bookedMinutes
    }
  }
`);

/** A cell's colour by how full the crew's day is: free, busy, nearly full, over-booked. */
function loadColour(booked: number, working: number): string | undefined {
  if (booked === 0) return undefined;
  if (working === 0 || booked > working) return 'var(--mantine-color-red-2)';
  const share = booked / working;
  if (share >= 0.9) return 'var(--mantine-color-orange-2)';
  if (share >= 0.5) return 'var(--mantine-color-yellow-2)';
  return 'var(--mantine-color-green-1)';
}

/**
 * "Crew load (next 14 days)": a row per crew (and Unassigned), a column per day, each cell the hours
 * booked; the header gives each day's working hours (0 on a closed day).
 */
export function CrewLoadGrid({ load: ref }: { load: FragmentType<typeof CrewLoadGrid_load> }) {
  const load = useFragment(CrewLoadGrid_load, ref);
  return (
    <DashboardSection
      headingId="crew-load-title"
      title={`Crew load (next ${load.days.length} days)`}
      below="xs"
    >
      <Text size="sm" c="dimmed" mb="sm">
        Hours booked per crew and day; under each day, a crew&apos;s working hours.
      </Text>
      {load.crews.length === 0 ? (
        <Text c="dimmed">No crews yet.</Text>
      ) : (
        <SideScroll label="Crew load" minWidth={160 + load.days.length * 52}>
          <Table withColumnBorders verticalSpacing={4} horizontalSpacing={4} fz="xs" ta="center">
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="left">Crew</Table.Th>
                {load.days.map((day) => (
                  <Table.Th key={day.date} ta="center">
                    <div>{dayName(day.date)}</div>
                    <div>{dayMonth(day.date)}</div>
                    <Text span fz="xs" c="dimmed" fw={400}>
                      {day.workingMinutes === 0 ? 'closed' : hours(day.workingMinutes)}
                    </Text>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {load.crews.map((crew) => (
                <Table.Tr key={crew.crewId ?? 'unassigned'} data-testid="crew-load-row">
                  <Table.Th ta="left" scope="row">
                    <span style={{ color: crew.crewId ? crew.colour : undefined }} aria-hidden>
                      ●{' '}
                    </span>
                    {crew.name}
                    {!crew.active && ' (inactive)'}
                  </Table.Th>
                  {load.days.map((day, i) => {
                    const booked = crew.bookedMinutes[i] ?? 0;
                    return (
                      <Table.Td
                        key={day.date}
                        style={{
                          background: crew.crewId ? loadColour(booked, day.workingMinutes) : undefined,
                        }}
                        aria-label={`${crew.name}, ${dayName(day.date)} ${dayMonth(day.date)}: ${hours(booked)} booked of ${hours(day.workingMinutes)}`}
                      >
                        {booked === 0 ? '–' : hours(booked).replace(' h', '')}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SideScroll>
      )}
    </DashboardSection>
  );
}
