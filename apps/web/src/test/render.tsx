import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { readableColors, theme } from '@/app/theme';

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
      {children}
    </MantineProvider>
  );
}

export function renderWithMantine(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}

/** Renders a screen at an address, so components that keep state in the URL can be tested. */
export function renderAtRoute(ui: ReactElement, initialEntry = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [initialEntry] });
  const view = renderWithMantine(<RouterProvider router={router} />);
  return { ...view, router };
}
