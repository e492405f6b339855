import { describe, expect, it } from 'vitest';
import { safeLinkUrl, safeMediaUrl } from './safe-url';

const hostile = [
  'javascript:window.__xss=1',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];

describe('safe URLs', () => {
  it.each(hostile)('drops %j from links and media', (value) => {
    expect(safeLinkUrl(value)).toBeUndefined();
    expect(safeMediaUrl(value)).toBeUndefined();
  });

  it('keeps http(s) and same-origin paths as they were written', () => {
    for (const value of ['https://souq.example/عروض?q="x"', 'http://souq.example', '/uploads/posts/a.png', 'uploads/a.png']) {
      expect(safeLinkUrl(value)).toBe(value);
      expect(safeMediaUrl(value)).toBe(value);
    }
  });

  it('lets blob: previews into media only, and treats empty values as none', () => {
    const preview = `blob:${window.location.origin}/1234`;
    expect(safeMediaUrl(preview)).toBe(preview);
    expect(safeLinkUrl(preview)).toBeUndefined();
    for (const empty of ['', null, undefined]) {
      expect(safeLinkUrl(empty)).toBeUndefined();
      expect(safeMediaUrl(empty)).toBeUndefined();
    }
  });
});
