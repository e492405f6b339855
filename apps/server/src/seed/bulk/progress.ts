const whole = new Intl.NumberFormat('en-US');

/** 1234567 -> "1,234,567". */
export const formatCount = (n: number): string => whole.format(Math.round(n));

/** Rows per second, short: 950, 18.2k, 180k, 1.2M. */
export function formatRate(perSecond: number): string {
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(1)}M`;
  if (perSecond >= 1e5) return `${Math.round(perSecond / 1e3)}k`;
  if (perSecond >= 1e3) return `${(perSecond / 1e3).toFixed(1)}k`;
  return String(Math.round(perSecond));
}

/** 7 s, 1 min 05 s, 2 h 03 min. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/** One progress line: `posts 1,250,000/5,000,000 (25%) 180k rows/s, ETA 21 s`. */
export function progressLine(label: string, done: number, total: number, elapsedSeconds: number): string {
  const rate = elapsedSeconds > 0 ? done / elapsedSeconds : 0;
  const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
  const eta = rate > 0 ? formatDuration((total - done) / rate) : '?';
  return `${label} ${formatCount(done)}/${formatCount(total)} (${percent}%) ${formatRate(rate)} rows/s, ETA ${eta}`;
}

export interface Phase {
  /** Adds rows done and prints the progress line. */
  advance(rows: number): void;
  /** Prints the phase's total time and answers it in seconds. */
  finish(detail?: string): number;
}

/** Times one phase of the load; the clock is injectable for tests. */
export function startPhase(log: (line: string) => void, label: string, total: number, clock: () => number = () => performance.now()): Phase {
  const started = clock();
  let done = 0;
  const seconds = () => (clock() - started) / 1000;
  return {
    advance(rows) {
      done += rows;
      log(progressLine(label, done, total, seconds()));
    },
    finish(detail) {
      const took = seconds();
      const rate = took > 0 && done > 0 ? `, ${formatRate(done / took)} rows/s` : '';
      log(`${label}: ${detail ?? `${formatCount(done)} rows`} in ${formatDuration(took)}${rate}`);
      return took;
    },
  };
}
