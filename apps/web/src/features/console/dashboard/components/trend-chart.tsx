import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { TrendCounts, TrendMetric } from '@souq/contract/dashboard';

export interface TrendChartProps {
  rows: (TrendCounts & { label: string })[];
  series: { name: TrendMetric; label: string; color: string }[];
  /** Right-to-left: time runs from the right, the numbers stand on the right. */
  rtl: boolean;
  locale: string;
  /** The chart's name for assistive technology (its numbers are in the table view). */
  label: string;
}

/**
 * The dashboard's line chart, in a chunk of its own (React.lazy): recharts and @mantine/charts
 * are downloaded only by the dashboard. The SVG is a picture to screen readers, named by `label`.
 */
export default function TrendChart({ rows, series, rtl, locale, label }: TrendChartProps) {
  const numbers = new Intl.NumberFormat(locale);
  return (
    <div role="img" aria-label={label} data-testid="trend-chart">
      <LineChart
        h={280}
        data={rows}
        dataKey="label"
        series={series}
        curveType="monotone"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        withDots={rows.length <= 31}
        tickLine="y"
        valueFormatter={(value) => numbers.format(value)}
        xAxisProps={{ reversed: rtl, minTickGap: 16 }}
        yAxisProps={{ orientation: rtl ? 'right' : 'left', allowDecimals: false }}
        tooltipAnimationDuration={150}
        lineChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
