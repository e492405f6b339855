// One load run with autocannon, with exact percentiles: autocannon's own histogram has p90 and
// p97.5 but no p95, so every successful response time is kept and sorted here instead.
import autocannon from 'autocannon';

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);

/**
 * Loads `url` (path included: autocannon has no `path` option, a path elsewhere is ignored and
 * every request hits `/`) for `duration` seconds. `requests` (autocannon's) replaces the single
 * request when each one must differ. Errors count non-2xx answers, socket errors and timeouts.
 */
export function measure({ url, connections, duration, method = 'GET', headers, body, requests }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration, method, headers, body, requests }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        connections,
        seconds: result.duration,
        ok: times.length,
        rps: Math.round(times.length / result.duration),
        p50: round(percentile(times, 0.5)),
        p95: round(percentile(times, 0.95)),
        p99: round(percentile(times, 0.99)),
        errors: result.non2xx + result.errors + result.timeouts,
        statusCodes: result.statusCodeStats,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
}

/** One request the normal way: proves the case answers 2xx before it is loaded, and warms it up. */
export async function probe(url, { method = 'GET', headers, body } = {}) {
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { ok: response.ok, status: response.status, text, json };
}

/** How many items a list answer carries (its first array, or one nested a level down). */
export function itemCount(json) {
  if (!json || typeof json !== 'object') return undefined;
  for (const value of Object.values(json)) {
    if (Array.isArray(value)) return value.length;
    if (value && typeof value === 'object') {
      const nested = Object.values(value).find(Array.isArray);
      if (nested) return nested.length;
    }
  }
  return undefined;
}
