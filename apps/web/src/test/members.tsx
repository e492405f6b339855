import type { ReactElement, ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { readableColors, theme } from '@/app/theme';
import { setLanguage, type Language } from '@/i18n/i18n';
import { membersI18nLoader } from '@/i18n/members/members';
import { useServerText } from '@/i18n/members/server-text';
import { MessageTranslationContext } from '@/lib/message-translation';

/** The members' i18n started in `language` (English and Arabic catalogs loaded as in the app). */
export async function startMembersLanguage(language: Language): Promise<void> {
  await membersI18nLoader();
  await setLanguage(language);
}

function Translated({ children }: { children: ReactNode }) {
  return <MessageTranslationContext value={useServerText()}>{children}</MessageTranslationContext>;
}

/**
 * Renders a members' screen or component as MembersRoot would: Mantine, direction, translated
 * catalog texts. `path` is the route's pattern, for screens that read its parameters.
 */
export function renderForMembers(ui: ReactElement, initialEntry = '/', path = '*') {
  const router = createMemoryRouter([{ path, element: <Translated>{ui}</Translated> }], { initialEntries: [initialEntry] });
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
      <DirectionProvider>
        <RouterProvider router={router} />
      </DirectionProvider>
    </MantineProvider>,
  );
}
