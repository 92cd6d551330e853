import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { formatZar } from '../../lib/money';

export interface WeeklyPoint {
  week: string;
  Bookings: number;
  Revenue: number;
}

/** Bookings (bars) and revenue in rand (line, right axis) per week. Its own chunk: recharts is large. */
export default function WeeklyChart({ data }: { data: readonly WeeklyPoint[] }) {
  return (
    <CompositeChart
      h={300}
      data={[...data]}
      dataKey="week"
      withLegend
      withRightYAxis
      rightYAxisLabel="Revenue"
      yAxisLabel="Bookings"
      rightYAxisProps={{ tickFormatter: (value: number) => formatZar(value) }}
      // Bookings are counted whole: no 0.5 on the axis.
      yAxisProps={{ allowDecimals: false }}
      series={[
        { name: 'Bookings', color: 'leaf.6', type: 'bar' },
        { name: 'Revenue', color: 'blue.6', type: 'line', yAxisId: 'right' },
      ]}
    />
  );
}
