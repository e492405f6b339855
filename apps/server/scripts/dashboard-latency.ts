/**
 * Times the dashboard counts on the database in DATABASE_URL, one period after another, and
 * checks them against counting the rows (once per period: that part is slow on large tables).
 *   DATABASE_URL=postgres://... node --import tsx apps/server/scripts/dashboard-latency.ts [rounds] [zone]
 */
import { PERIOD_VALUES } from '@souq/contract/constants';
import { openDatabase } from '../src/db/client';
import { countedTotals, totalCounts } from '../src/modules/dashboard/dashboard.service';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL');
const rounds = Number(process.argv[2] ?? 100);
const timezone = process.argv[3] ?? 'Asia/Kuwait';
const database = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
try {
  for (const dateType of PERIOD_VALUES) {
    const times: number[] = [];
    let answer = await totalCounts(database.db, { dateType, timezone });
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      answer = await totalCounts(database.db, { dateType, timezone });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    const checkStarted = performance.now();
    const counted = await countedTotals(database.db, { dateType, timezone });
    const same = JSON.stringify(counted) === JSON.stringify(answer);
    const countSeconds = ((performance.now() - checkStarted) / 1000).toFixed(1);
    process.stdout.write(
      `${dateType.padEnd(8)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${at(1)} ms  ${JSON.stringify(answer)}  ` +
        `${same ? 'equals' : 'DIFFERS FROM'} count(*) (${countSeconds} s)\n`,
    );
  }
} finally {
  await database.close();
}
