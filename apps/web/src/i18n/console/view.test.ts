import { afterEach, describe, expect, it, vi } from 'vitest';
import { genericMessages } from '@souq/contract/messages-core';
import { consoleShellMessages } from '@souq/contract/messages-console-shell';
import { consoleFrameMessages } from '@souq/contract/messages-console-frame';
import { showConsoleIn } from './language';
import { consoleView, translateConsoleText } from './view';

vi.mock('./ar', () => ({
  consoleAr: {
    generic: { somethingWentWrong: 'حدث خطأ ما' },
    console: { login: { title: 'دخول المشرف' }, shell: { close: 'إغلاق' } },
  },
}));

afterEach(async () => {
  await showConsoleIn('en');
});

describe('consoleView', () => {
  it('reads a sub-catalog’s texts at its place in the catalog, in the console’s language', async () => {
    const generic = consoleView(genericMessages, ['generic']);
    const shell = consoleView(consoleFrameMessages, ['console', 'shell']);
    expect(generic.somethingWentWrong).toBe(genericMessages.somethingWentWrong);
    await showConsoleIn('ar');
    expect(generic.somethingWentWrong).toBe('حدث خطأ ما');
    expect(shell.close).toBe('إغلاق');
    // Not translated: the English stands in.
    expect(shell.reload).toBe(consoleFrameMessages.reload);
  });

  it('keeps a view per section: a sub-catalog and the whole catalog at the same place do not mix', async () => {
    const { messages } = await import('./messages');
    const partial = consoleView(consoleShellMessages, ['console']);
    expect(partial.login.title).toBe(consoleShellMessages.login.title);
    // The whole catalog's console section has more than the shell's part of it.
    expect(messages.console.users.listTitle).toBeTruthy();
    expect(consoleView(consoleShellMessages, ['console'])).toBe(partial);
  });

  it('finds the key of an English text once Arabic (and with it the whole catalog) is loaded', async () => {
    expect(translateConsoleText(genericMessages.somethingWentWrong)).toBe(genericMessages.somethingWentWrong);
    await showConsoleIn('ar');
    expect(translateConsoleText(genericMessages.somethingWentWrong)).toBe('حدث خطأ ما');
    expect(translateConsoleText('A text of no catalog')).toBe('A text of no catalog');
  });
});
