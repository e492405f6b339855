export interface TableRef {
  oid: number;
  schema: string;
  name: string;
}

/**
 * Tables in an order that loads without breaking a foreign key: each after every table it refers
 * to (a table referring to itself is left to COPY, which checks keys at the end of its statement).
 * Ties keep the given order, so the dump reads the same from one run to the next.
 */
export function orderByForeignKeys<T extends TableRef>(tables: readonly T[], keys: readonly { child: number; parent: number }[]): T[] {
  const known = new Set(tables.map((t) => t.oid));
  const parentsOf = new Map<number, Set<number>>(tables.map((t) => [t.oid, new Set<number>()]));
  for (const { child, parent } of keys) {
    if (child !== parent && known.has(child) && known.has(parent)) parentsOf.get(child)!.add(parent);
  }
  const ordered: T[] = [];
  const placed = new Set<number>();
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !placed.has(t.oid) && [...parentsOf.get(t.oid)!].every((p) => placed.has(p)));
    if (!next) {
      const stuck = tables.filter((t) => !placed.has(t.oid)).map((t) => `${t.schema}.${t.name}`);
      throw new Error(`Foreign keys form a cycle between ${stuck.join(', ')}: no load order exists`);
    }
    ordered.push(next);
    placed.add(next.oid);
  }
  return ordered;
}
