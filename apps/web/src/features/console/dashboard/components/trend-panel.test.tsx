import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/console/messages';
import { renderWithMantine } from '@/test/render';
import { TrendPanel } from './trend-panel';

afterEach(() => vi.unstubAllGlobals());

describe('TrendPanel', () => {
  it('while the trend loads, shows a named status that axe accepts (a plain div may not carry a label)', async () => {
    // The answer never comes: the panel stays in its loading state.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    const { container } = renderWithMantine(
      <QueryClientProvider client={new QueryClient()}>
        <TrendPanel period="ALLTIME" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status', { name: messages.console.dashboard.trend.loading })).toBeTruthy();
    const { violations } = await axe.run(container, { runOnly: ['aria-prohibited-attr', 'aria-allowed-attr'] });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
