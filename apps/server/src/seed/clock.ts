import type { Faker } from '@faker-js/faker';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** About eighteen months: always reaches into last year, whatever today's date. */
const HISTORY = 548 * DAY;

export interface ActivityClock {
  now: number;
  /** A creation time with more recent activity than old, so every dashboard period has rows. */
  recent(): Date;
  /** Inside the app's current day: the first row of each table, so "Today" is never empty. */
  today(): Date;
  /** Some time after `from` and not in the future; soon after is likelier (likes follow posts). */
  after(from: Date): Date;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  /** 0 = Monday, as date_trunc('week') counts. */
  weekday: number;
  /** Milliseconds the zone is ahead of UTC at `instant`. */
  offset: number;
}

function wallClock(instant: number, timezone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '0';
  const [year, month, day] = [Number(part('year')), Number(part('month')), Number(part('day'))];
  const local = Date.UTC(year, month - 1, day, Number(part('hour')), Number(part('minute')), Number(part('second')));
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'));
  return { year, month, day, weekday, offset: local - Math.floor(instant / 1000) * 1000 };
}

/**
 * Times are spread over the period boundaries of the dashboard, taken on the wall clock of the
 * app's time zone (as the dashboard takes them): a share today, this week, this month, and the
 * rest over the last eighteen months, denser towards now.
 */
export function createClock(rng: Faker, timezone: string, now = Date.now()): ActivityClock {
  const wall = wallClock(now, timezone);
  const startOfDay = Date.UTC(wall.year, wall.month - 1, wall.day) - wall.offset;
  const startOfWeek = startOfDay - wall.weekday * DAY;
  const startOfMonth = Date.UTC(wall.year, wall.month - 1, 1) - wall.offset;
  const between = (from: number, to: number) => new Date(Math.round(from + rng.number.float({ min: 0, max: 1 }) * (to - from)));
  return {
    now,
    today: () => between(Math.max(startOfDay, now - 12 * HOUR), now),
    recent() {
      const r = rng.number.float({ min: 0, max: 1 });
      if (r < 0.04) return between(startOfDay, now);
      if (r < 0.1) return between(startOfWeek, now);
      if (r < 0.18) return between(startOfMonth, now);
      return new Date(Math.round(now - HISTORY * rng.number.float({ min: 0, max: 1 }) ** 1.5));
    },
    after(from) {
      const start = Math.min(from.getTime(), now);
      return new Date(Math.round(start + (now - start) * rng.number.float({ min: 0, max: 1 }) ** 3));
    },
  };
}
