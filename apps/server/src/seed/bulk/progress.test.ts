import { describe, expect, it } from 'vitest';
import { formatDuration, formatRate, progressLine, startPhase } from './progress';

describe('bulk load progress', () => {
  it('shows done/total, percent, rate and the time left', () => {
    expect(progressLine('posts', 1_250_000, 5_000_000, 6.944)).toBe('posts 1,250,000/5,000,000 (25%) 180k rows/s, ETA 21 s');
    expect(progressLine('users', 0, 10, 0)).toBe('users 0/10 (0%) 0 rows/s, ETA ?');
    expect(progressLine('users', 10, 10, 2)).toBe('users 10/10 (100%) 5 rows/s, ETA 0 s');
  });

  it('writes rates and durations short', () => {
    expect([formatRate(950), formatRate(18_240), formatRate(180_400), formatRate(1_250_000)]).toEqual(['950', '18.2k', '180k', '1.3M']);
    expect([formatDuration(7.4), formatDuration(65), formatDuration(7380)]).toEqual(['7 s', '1 min 05 s', '2 h 03 min']);
  });

  it('times a phase chunk by chunk', () => {
    const lines: string[] = [];
    let now = 0;
    const phase = startPhase(
      (line) => lines.push(line),
      'likes',
      300,
      () => now,
    );
    now = 1000;
    phase.advance(100);
    now = 2000;
    phase.advance(200);
    expect(phase.finish()).toBe(2);
    expect(lines).toEqual(['likes 100/300 (33%) 100 rows/s, ETA 2 s', 'likes 300/300 (100%) 150 rows/s, ETA 0 s', 'likes: 300 rows in 2 s, 150 rows/s']);
  });
});
