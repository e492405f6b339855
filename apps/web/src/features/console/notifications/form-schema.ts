import { z } from 'zod';
import { englishMessages } from '@/i18n/console/messages';
import { NOTIFICATION_AUDIENCES, ZSendNotificationRequest, type SendNotificationRequest } from '@souq/contract/notifications';

const n = englishMessages.notification;
const request = ZSendNotificationRequest.shape;

/** The addresses typed in the box: one per line, or separated by commas, semicolons or spaces. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const ZMessage = z.object({ title: request.title, description: request.description });

// The e-mail box only counts for 'To Personal emails'; its rules are the server's own.
const ZRecipients = z
  .object({
    audience: z.enum(NOTIFICATION_AUDIENCES, { error: n.recipientRequired }),
    emails: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.audience !== 'emails') return;
    const parsed = request.emails.unwrap().safeParse(splitEmails(values.emails));
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['emails'], message: parsed.error.issues[0]?.message ?? n.recipientRequired });
    }
  });

/**
 * The send form. Two halves checked side by side, so one Send shows every missing field at once
 * ('title is required', 'description is required', 'to whom you send is required').
 */
export const ZNotificationForm = z.intersection(ZMessage, ZRecipients);
export type NotificationFormInput = z.input<typeof ZNotificationForm>;
export type NotificationFormValues = z.output<typeof ZNotificationForm>;

/** What the server gets: no `emails` means 'To All'. */
export function toSendRequest(values: NotificationFormValues): SendNotificationRequest {
  return {
    title: values.title,
    description: values.description,
    ...(values.audience === 'emails' ? { emails: splitEmails(values.emails) } : {}),
  };
}
