/**
 * Fills the `{name}` placeholders of a catalog text (a message of the server's, a label of the
 * console's, in either language). A placeholder without a value stays as it is, so a text that
 * lacks a value shows it rather than a gap that reads as finished.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    // Own keys only: `{constructor}` is not a value of every object.
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}
