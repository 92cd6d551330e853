import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { formatZar } from '../../lib/money';

export interface WeeklyPoint {
  week: string;
  Visits: number;
  'Bookings made': number;
  'Money received': number;
}

/**
 * Visits (by the visit's date) and bookings made (bars), and money received by the payment's date, in
 * rand (line, right axis), per week. Its own chunk: recharts is large.
 */
export default function WeeklyChart({ data }: { data: readonly WeeklyPoint[] }) {
  return (
    <CompositeChart
      h={300}
      data={[...data]}
      dataKey="week"
      withLegend
      withRightYAxis
      rightYAxisLabel="Money received"
      yAxisLabel="Visits and bookings"
      rightYAxisProps={{ tickFormatter: (value: number) => formatZar(value) }}
      // Visits and bookings are counted whole: no 0.5 on the axis.
      yAxisProps={{ allowDecimals: false }}
      series={[
        { name: 'Visits', color: 'leaf.6', type: 'bar' },
        { name: 'Bookings made', color: 'grape.5', type: 'bar' },
        { name: 'Money received', color: 'blue.6', type: 'line', yAxisId: 'right' },
      ]}
    />
  );
}
