/** Shared by the post composer and the Sell form's photos. The list with the item `key` moved `by` places (-1 earlier, 1 later); unchanged at either end. */
export function moveItem<T extends { key: string }>(items: readonly T[], key: string, by: -1 | 1): T[] {
  const from = items.findIndex((item) => item.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  return moved;
}
