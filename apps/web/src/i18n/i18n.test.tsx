import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { LanguageSwitch } from '@/components/members/language-switch';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { i18n, LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n';
import { membersAr } from './members/members.ar';
import { membersEn } from './members/members.en';
import { translateServerText } from './members/server-text';
import { serverAr } from './server/ar';
import { serverTextKey } from './server/text-keys';

/** Every key path of a catalog ('profile.posts_one', ...). */
function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`)));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

beforeEach(async () => {
  await startMembersLanguage('en');
});

describe('the language switch', () => {
  it('switches to Arabic and back: <html lang dir>, the texts, and the choice kept on this device', async () => {
    renderForMembers(<LanguageSwitch />);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(storedLanguage()).toBe('ar');
    // The switch now offers English, in English, marked as such for screen readers.
    const back = await screen.findByRole('button', { name: 'English' });
    expect(back).toHaveAttribute('lang', 'en');

    await userEvent.click(back);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('starts in the browser’s language when nothing is stored, and in the stored one after', () => {
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    expect(storedLanguage()).toBe('en'); // jsdom's navigator says en-US
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect(storedLanguage()).toBe('ar');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('en');
  });
});

describe('plurals', () => {
  it('Arabic has its six forms, chosen by i18next from the count', async () => {
    await startMembersLanguage('ar');
    const posts = (count: number) => i18n.t('profile.posts', { count });
    expect(posts(0)).toBe('لا منشورات');
    expect(posts(1)).toBe('منشور واحد');
    expect(posts(2)).toBe('منشوران');
    expect(posts(3)).toBe('٣ منشورات');
    expect(posts(10)).toBe('١٠ منشورات');
    expect(posts(11)).toBe('١١ منشورًا');
    expect(posts(99)).toBe('٩٩ منشورًا');
    expect(posts(100)).toBe('١٠٠ منشور');
    expect(posts(1100)).toBe('١٬١٠٠ منشور');
    // 'many' is decided by the last two digits.
    expect(posts(1234)).toBe('١٬٢٣٤ منشورًا');
  });

  it('English has two, with the count in English digits', () => {
    expect(i18n.t('profile.followers', { count: 1 })).toBe('1 follower');
    expect(i18n.t('profile.followers', { count: 0 })).toBe('0 followers');
    expect(i18n.t('profile.followers', { count: 1234 })).toBe('1,234 followers');
  });

  it('each catalog has every plural form its language’s rules ask for', () => {
    for (const [language, catalog] of [
      ['en', membersEn],
      ['ar', membersAr],
    ] as const) {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const keys = keysOf(catalog);
      const bases = new Set(keys.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
      for (const base of bases) for (const category of needed) expect(keys, `${language} ${base}`).toContain(`${base}_${category}`);
    }
  });

  it('the Arabic catalog has every text of the English one (the type check says so too)', () => {
    const arabic = new Set(keysOf(membersAr).map((key) => key.replace(PLURAL, '')));
    for (const key of keysOf(membersEn).map((k) => k.replace(PLURAL, ''))) expect(arabic, key).toContain(key);
  });
});

describe('server texts', () => {
  it('finds the catalog key of an English text the server sent', () => {
    expect(serverTextKey(messages.members.account.emailTaken)).toBe('members.account.emailTaken');
    expect(serverTextKey(messages.login.invalidCredentials)).toBe('login.invalidCredentials');
    expect(serverTextKey(messages.session.notAuthorized)).toBe('session.notAuthorized');
    expect(serverTextKey('Some text the catalog does not have')).toBeUndefined();
  });

  it('shows the Arabic translation of a catalog text, and any other text as it came', async () => {
    await startMembersLanguage('ar');
    expect(translateServerText(messages.members.account.emailTaken)).toBe(serverAr.members.account.emailTaken);
    expect(translateServerText(messages.members.account.passwordTooShort)).toBe('يجب أن تتكوّن كلمة المرور من ١٠ أحرف على الأقل');
    expect(translateServerText(messages.members.account.passwordTooCommon)).toBe(serverAr.members.account.passwordTooCommon);
    expect(translateServerText(messages.password.tooCommon)).toBe(serverAr.password.tooCommon);
    expect(translateServerText(messages.login.invalidCredentials)).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    // Not in the catalog: as sent.
    expect(translateServerText('Proxy error 502')).toBe('Proxy error 502');
    // Every section of the server's texts, those of the console's forms too (a text the catalog lacks: server/text.test.ts).
    expect(translateServerText(messages.classified.apiMissing)).toBe(serverAr.classified.apiMissing);
  });

  it('leaves every text as it came in English', () => {
    expect(translateServerText(messages.members.account.emailTaken, 'en')).toBe(messages.members.account.emailTaken);
  });
});
