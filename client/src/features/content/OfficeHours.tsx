import { Table, Text, type MantineSpacing } from '@mantine/core';
import { OFFICE_HOURS } from '../../shell/navLinks';

/** The office's hours, a row a day range, and when the crews work (the about and contact pages). */
export function OfficeHours({ tableMt, noteMt }: { tableMt?: MantineSpacing; noteMt: MantineSpacing }) {
  return (
    <>
      <Table mt={tableMt}>
        <Table.Tbody>
          {OFFICE_HOURS.map(([days, hours]) => (
            <Table.Tr key={days}>
              <Table.Th scope="row">{days}</Table.Th>
              <Table.Td>{hours}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" mt={noteMt}>
        Crews work every day between 10:00 and 17:30 in 45-minute time slots.
      </Text>
    </>
  );
}
