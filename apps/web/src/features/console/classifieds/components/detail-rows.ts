import type { ClassifiedDetail } from '@souq/contract/classifieds';
import { messages } from '@/i18n/console/messages';

const t = messages.console.classifieds;

/** Fields the detail never lists, and the ones shown above the table. */
const HIDDEN = new Set(['media', 'updatedAt', '__v', 'id', '_id', 'image_url', 'classifiedType']);
const SHOWN_ABOVE = new Set(['user_id', 'category_id', 'active', 'createdAt']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** A populated reference shows its name; a currency its symbol and code. */
function display(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (value instanceof Date) return value.toISOString();
  if (isRecord(value)) {
    const name = Object.entries(value).find(([key]) => key !== '_id' && /_en$|english|name/.test(key));
    if (name) return display(name[1]);
    return Object.values(value)
      .filter((item) => item !== null && item !== '')
      .map(display)
      .join(' ');
  }
  return String(value);
}

function label(key: string): string {
  const fields: Record<string, string> = t.fields;
  return fields[key] ?? key;
}

/** The remaining fields of a post, in the order the server sends them, as label/value rows. */
export function detailRows(detail: ClassifiedDetail): { key: string; label: string; value: string }[] {
  return Object.entries(detail)
    .filter(([key]) => !HIDDEN.has(key) && !SHOWN_ABOVE.has(key))
    .map(([key, value]) => ({ key, label: label(key), value: display(value) }));
}
