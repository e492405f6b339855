import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item';

describe('moveItem (the composer’s and the Sell form’s re-order)', () => {
  it('moves an item earlier and later, not past either end', () => {
    const items = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];
    expect(moveItem(items, 'c', -1).map((i) => i.key)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 'a', 1).map((i) => i.key)).toEqual(['b', 'a', 'c']);
    expect(moveItem(items, 'a', -1).map((i) => i.key)).toEqual(['a', 'b', 'c']);
    expect(moveItem(items, 'c', 1).map((i) => i.key)).toEqual(['a', 'b', 'c']);
  });

  it('leaves the list as it was for an unknown key, and never changes the list it was given', () => {
    const items = [{ key: 'a' }, { key: 'b' }];
    expect(moveItem(items, 'zzz', 1)).toEqual(items);
    moveItem(items, 'a', 1);
    expect(items.map((i) => i.key)).toEqual(['a', 'b']);
  });
});
