import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/console/messages';
import { splitEmails, toSendRequest, ZNotificationForm } from './form-schema';

const n = messages.notification;

function errorsOf(input: unknown): Record<string, string> {
  const result = ZNotificationForm.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the notification form', () => {
  it("reports every missing field at once with the spec's texts", () => {
    expect(errorsOf({ title: ' ', description: '', emails: '' })).toEqual({
      title: n.titleRequired,
      description: n.descriptionRequired,
      audience: n.recipientRequired,
    });
  });

  it("needs addresses only for 'To Personal emails', and checks them", () => {
    const base = { title: 'Sale', description: 'Half price' };
    expect(errorsOf({ ...base, audience: 'all', emails: '' })).toEqual({});
    expect(errorsOf({ ...base, audience: 'emails', emails: ' , ' })).toEqual({ emails: n.recipientRequired });
    expect(errorsOf({ ...base, audience: 'emails', emails: 'a@x.test, not-an-address' })).toEqual({ emails: n.emailInvalid });
  });

  it('sends the e-mail list only for personal notifications', () => {
    expect(toSendRequest({ title: 'T', description: 'D', audience: 'all', emails: 'a@x.test' })).toEqual({ title: 'T', description: 'D' });
    expect(toSendRequest({ title: 'T', description: 'D', audience: 'emails', emails: 'a@x.test;\nb@x.test  c@x.test' })).toEqual({
      title: 'T',
      description: 'D',
      emails: ['a@x.test', 'b@x.test', 'c@x.test'],
    });
    expect(splitEmails('')).toEqual([]);
  });
});
