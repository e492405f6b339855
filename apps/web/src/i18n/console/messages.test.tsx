import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as contract } from '@souq/contract/messages';
import { ConsoleRoot } from '@/app/layouts/console-root';
import { readableColors, theme } from '@/app/theme';
import { ConsoleLanguageSwitch } from '@/components/console/console-language-switch';
import { formatDateTime, formatGermanDate } from '@/lib/dates';
import { LANGUAGE_STORAGE_KEY } from '../language';
import { chooseConsoleLanguage, consoleLanguage, showConsoleIn, staffLanguage, staffLanguageKey } from './language';
import { englishMessages, messages, translateConsoleText, translateFieldError } from './messages';

// A partial Arabic catalog, so the fallback to English can be seen (the real one is complete:
// console-catalog.test.ts).
vi.mock('./ar', () => ({
  consoleAr: {
    generic: { somethingWentWrong: 'حدث خطأ ما' },
    category: { nameEnRequired: 'اسم الفئة بالإنجليزية مطلوب' },
    console: {
      list: { search: 'بحث', next: '' },
      shell: { logout: 'تسجيل الخروج', otherLanguage: 'en', otherLanguageName: 'English', languageTitle: 'اعرض لوحة التحكم بالإنجليزية' },
      users: { listTitle: 'جدول قائمة المستخدمين' },
    },
  },
}));

// Read once at module level, as the screens do (`const t = messages.console.list`).
const list = messages.console.list;
// A text copied at module level: the capture the screens must not make.
const copiedSearch = messages.console.list.search;

afterEach(async () => {
  await showConsoleIn('en');
});

describe('messages', () => {
  it('answers the contract’s English texts, with its keys, in English', () => {
    expect(consoleLanguage()).toBe('en');
    expect(messages.console.list.search).toBe(contract.console.list.search);
    expect(messages.login.notStaff).toBe("Your're not a admin or dataentry");
    expect(Object.keys(messages.console.list)).toEqual(Object.keys(contract.console.list));
    expect({ ...messages.console.confirm }).toEqual(contract.console.confirm);
  });

  it('answers each text in Arabic once Arabic is shown, through a section read at module level too', async () => {
    await showConsoleIn('ar');
    expect(messages.console.list.search).toBe('بحث');
    expect(list.search).toBe('بحث');
    expect(messages.console.users.listTitle).toBe('جدول قائمة المستخدمين');
    // Spreading or listing a section reads its texts in the language of the moment.
    expect({ ...list }.search).toBe('بحث');
    expect(Object.values(list)).toContain('بحث');
    // A text copied before the switch stays as it was: why screens keep sections, not texts.
    expect(copiedSearch).toBe('Search');
  });

  it('falls back to English for a text the translation lacks (or leaves empty)', async () => {
    await showConsoleIn('ar');
    expect(messages.console.list.previous).toBe('Previous');
    expect(messages.console.list.next).toBe('Next');
    expect(messages.console.dashboard.cards.user).toBe('Total Users');
  });

  it('switches back to English', async () => {
    await showConsoleIn('ar');
    expect(list.search).toBe('بحث');
    await showConsoleIn('en');
    expect(list.search).toBe('Search');
  });

  it('gives the same view for a section read twice, and cannot be written to', () => {
    expect(messages.console.list).toBe(messages.console.list);
    expect(() => {
      (messages.console.list as { search: string }).search = 'changed';
    }).toThrow(TypeError);
    expect(contract.console.list.search).toBe('Search');
  });

  it('keeps the English texts for module-level schemas whatever the language', async () => {
    await showConsoleIn('ar');
    expect(englishMessages.console.list.search).toBe('Search');
  });
});

describe('translateConsoleText (the server’s and the schemas’ English texts)', () => {
  it('shows a catalog text in Arabic, and any other text as it came', async () => {
    expect(translateConsoleText(contract.category.nameEnRequired)).toBe('Category name EN is required');
    await showConsoleIn('ar');
    expect(translateConsoleText(contract.category.nameEnRequired)).toBe('اسم الفئة بالإنجليزية مطلوب');
    expect(translateConsoleText(contract.generic.somethingWentWrong)).toBe('حدث خطأ ما');
    expect(translateConsoleText('Some text the catalog does not have')).toBe('Some text the catalog does not have');
    // In the catalog but not translated yet: English.
    expect(translateConsoleText(contract.category.imageRequired)).toBe(contract.category.imageRequired);
    expect(translateFieldError(undefined)).toBeUndefined();
    expect(translateFieldError(contract.category.nameEnRequired)).toBe('اسم الفئة بالإنجليزية مطلوب');
  });
});

describe('dates in the console’s language', () => {
  it('writes the spec’s formats in English, and Arabic’s own order and digits in Arabic', async () => {
    const at = new Date('2026-11-22T12:05:09Z');
    expect(formatGermanDate(at, { timeZone: 'Asia/Kuwait' })).toBe('22.11.2026');
    await showConsoleIn('ar');
    expect(formatGermanDate(at, { timeZone: 'Asia/Kuwait' })).toBe('٢٢‏/١١‏/٢٠٢٦');
    expect(formatDateTime(at, { timeZone: 'Asia/Kuwait' })).toMatch(/^٢٢‏\/١١‏\/٢٠٢٦ ٣:٠٥:٠٩ م$/);
  });
});

describe('the staff member’s language', () => {
  it('is kept per user id, else the device’s choice', async () => {
    expect(staffLanguage('user-a')).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect(staffLanguage('user-a')).toBe('ar');
    expect(staffLanguage(null)).toBe('ar');
    await chooseConsoleLanguage('en', 'user-a');
    expect(window.localStorage.getItem(staffLanguageKey('user-a'))).toBe('en');
    expect(staffLanguage('user-a')).toBe('en');
    expect(staffLanguage('user-b')).toBe('ar');
    // The device's choice is the members' app's and the login page's: a staff choice leaves it.
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
  });

  it('switches the whole console from the header: texts re-rendered, <html lang dir>, the choice kept', async () => {
    function Screen() {
      return (
        <>
          <ConsoleLanguageSwitch userId="user-a" />
          <h1>{list.search}</h1>
          <button type="button">{messages.console.shell.logout}</button>
        </>
      );
    }
    const router = createMemoryRouter([{ element: <ConsoleRoot />, children: [{ path: '*', element: <Screen /> }] }]);
    render(
      <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Search');
    expect(document.documentElement).toHaveAttribute('data-audience', 'console');

    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('بحث'));
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(window.localStorage.getItem(staffLanguageKey('user-a'))).toBe('ar');
    // The switch now offers English, in English, marked as such for screen readers.
    const back = screen.getByRole('button', { name: 'English' });
    expect(back).toHaveAttribute('lang', 'en');

    await userEvent.click(back);
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Search'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(window.localStorage.getItem(staffLanguageKey('user-a'))).toBe('en');
  });
});
