import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyOnFirstUse } from './first-use';

let loads = 0;
const real = lazyOnFirstUse(async () => {
  loads++;
  return function RealThing() {
    return <p>the real thing</p>;
  };
});

describe('lazyOnFirstUse', () => {
  it('keeps the stand-in and fetches nothing until first use, then shows the real thing', async () => {
    render(
      <Suspense fallback={<button onClick={real.ask}>stand-in</button>}>
        <real.Component />
      </Suspense>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loads).toBe(0);
    expect(screen.queryByText('the real thing')).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'stand-in' }).click());
    expect(await screen.findByText('the real thing')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
