const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a client-supplied id can name a row at all; anything else is simply not found. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
