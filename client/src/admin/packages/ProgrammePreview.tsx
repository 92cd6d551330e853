import { List, Stack, Text } from '@mantine/core';
import type { PlannedVisit } from '@greenleaf/shared/programme-plan';

/** The dated visits a booking of the package becomes, as the editor's lines plan them now. */
export function ProgrammePreview({
  bookedOn,
  visits,
}: {
  bookedOn: string;
  visits: readonly PlannedVisit[];
}) {
  return (
    <Stack gap={4} component="section" aria-labelledby="programme-preview" data-testid="programme-preview">
      <Text fw={600} size="sm" id="programme-preview">
        {`Plan of visits if booked on ${bookedOn}`}
      </Text>
      <List size="sm" type="ordered">
        {visits.map((visit) => (
          <List.Item key={visit.week}>
            {`${visit.date} (week ${visit.week}): ${visit.services.map((s) => s.name).join(', ')}`}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
