import { Table, Text, type MantineSpacing } from '@mantine/core';
import { useSiteInfo } from '../../app/siteInfo';

/** The office's hours, a row a day range, and when the crews work (the about and contact pages). */
export function OfficeHours({ tableMt, noteMt }: { tableMt?: MantineSpacing; noteMt: MantineSpacing }) {
  const info = useSiteInfo();
  return (
    <>
      <Table mt={tableMt}>
        <Table.Tbody>
          {info?.officeHours.map((row) => (
            <Table.Tr key={row.days}>
              <Table.Th scope="row">{row.days}</Table.Th>
              <Table.Td>
                {row.opens && row.closes ? `${row.opens} - ${row.closes}` : 'Closed (online bookings open)'}
              </Table.Td>
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
