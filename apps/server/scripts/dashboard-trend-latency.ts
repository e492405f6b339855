/**
 * Times the dashboard chart (GET /api/admin/dashboard-trend's service) on the database in
 * DATABASE_URL, one period after another: serially, then with `concurrency` callers at once. Reads
 * only; checks that the points of each period add up to its totals (they must in whole-hour zones).
 *   DATABASE_URL=postgres://... node --import tsx apps/server/scripts/dashboard-trend-latency.ts [rounds] [zone] [concurrency]
 */
import { PERIOD_VALUES } from '@souq/contract/constants';
import { TREND_METRICS, type DashboardTrend } from '@souq/contract/dashboard';
import { openDatabase } from '../src/db/client';
import { dashboardTrend } from '../src/modules/dashboard/dashboard-trend.service';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL');
const rounds = Number(process.argv[2] ?? 100);
const timezone = process.argv[3] ?? 'Asia/Kuwait';
const concurrency = Number(process.argv[4] ?? 4);
const database = await openDatabase({ kind: 'postgres', url, poolMax: concurrency });

const quantile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
};
const pointsAddUp = (answer: DashboardTrend) =>
  TREND_METRICS.every((metric) => answer.points.reduce((sum, point) => sum + point[metric], 0) === answer.current.totals[metric]);

try {
  for (const dateType of PERIOD_VALUES) {
    const call = async () => {
      const started = performance.now();
      const answer = await dashboardTrend(database.db, { dateType, timezone });
      return { answer, ms: performance.now() - started };
    };
    const { answer } = await call(); // warm
    const serial: number[] = [];
    for (let i = 0; i < rounds; i++) serial.push((await call()).ms);
    const parallel: number[] = [];
    for (let i = 0; i < rounds; i += concurrency) {
      for (const result of await Promise.all(Array.from({ length: concurrency }, call))) parallel.push(result.ms);
    }
    process.stdout.write(
      `${dateType.padEnd(8)} ${String(answer.points.length).padStart(4)} ${answer.unit} points  ` +
        `serial p50 ${quantile(serial, 0.5)} / p95 ${quantile(serial, 0.95)} ms  ` +
        `x${concurrency} p50 ${quantile(parallel, 0.5)} / p95 ${quantile(parallel, 0.95)} ms  ` +
        `totals ${JSON.stringify(answer.current.totals)}  points ${pointsAddUp(answer) ? 'add up' : 'DO NOT ADD UP'}\n`,
    );
  }
} finally {
  await database.close();
}
