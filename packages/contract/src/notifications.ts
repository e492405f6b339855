import { z } from 'zod';
import { ROLES } from './constants';
import { defineRoute } from './route';
import { messages } from './messages';
import { ZDateTime, ZPageQuery } from './common';

const n = messages.notification;

export const NOTIFICATION_AUDIENCES = ['all', 'emails'] as const;
export const DEVICE_PLATFORMS = ['android', 'ios', 'web'] as const;
export const MAX_NOTIFICATION_EMAILS = 1000;

export const ZSendNotificationRequest = z.object({
  title: z.string({ error: n.titleRequired }).trim().min(1, n.titleRequired).max(200, n.titleTooLong),
  description: z.string({ error: n.descriptionRequired }).trim().min(1, n.descriptionRequired).max(2000, n.descriptionTooLong),
  /** 'To Personal emails': only these users. Absent means 'To All'. */
  emails: z
    .array(z.string({ error: n.emailInvalid }).trim().max(320, n.emailInvalid).pipe(z.email(n.emailInvalid)), {
      error: n.recipientRequired,
    })
    .min(1, n.recipientRequired)
    .max(MAX_NOTIFICATION_EMAILS, n.tooManyEmails)
    .optional(),
});
export type SendNotificationRequest = z.infer<typeof ZSendNotificationRequest>;

/** Push deliveries by state, one per device of a recipient. */
export const ZDeliveryProgress = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type DeliveryProgress = z.infer<typeof ZDeliveryProgress>;

export const ZNotificationSummary = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  createdAt: ZDateTime,
  /** Users it reaches (their in-app inbox), counted at send time. */
  recipients: z.number().int(),
  progress: ZDeliveryProgress,
  /** False when the server has no FCM credentials: deliveries are recorded as skipped. */
  pushConfigured: z.boolean(),
  /** True once every device has been worked through (nothing queued, nothing left to fan out). */
  complete: z.boolean(),
});
export type NotificationSummary = z.infer<typeof ZNotificationSummary>;

export const ZSendNotificationResponse = z.object({
  message: z.string(),
  notification: ZNotificationSummary,
  /** Addresses of 'To Personal emails' that belong to no user. */
  unknownEmails: z.array(z.string()),
});

export const ZNotificationList = z.object({ notifications: z.array(ZNotificationSummary), isNext: z.boolean() });

export const ZInboxNotification = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: ZDateTime,
});
export type InboxNotification = z.infer<typeof ZInboxNotification>;
export const ZInbox = z.object({ notifications: z.array(ZInboxNotification), isNext: z.boolean() });

export const ZRegisterDeviceRequest = z.object({
  token: z.string({ error: n.deviceTokenRequired }).trim().min(1, n.deviceTokenRequired).max(4096, n.deviceTokenRequired),
  platform: z.enum(DEVICE_PLATFORMS).optional(),
});
export type RegisterDeviceRequest = z.infer<typeof ZRegisterDeviceRequest>;

const tag = 'notifications';

export const sendNotificationRoute = defineRoute({
  method: 'POST',
  path: '/api/noti/send-notification',
  access: ['admin'],
  tag,
  summary: 'Send a notification to every user, or only to the users with these e-mails; push goes out in the background',
  body: ZSendNotificationRequest,
  response: ZSendNotificationResponse,
});

export const getNotificationsRoute = defineRoute({
  method: 'GET',
  path: '/api/noti/get-notifications',
  access: ['admin'],
  tag,
  summary: 'Sent notifications, newest first, with their push delivery progress',
  query: ZPageQuery,
  response: ZNotificationList,
});

export const myNotificationsRoute = defineRoute({
  method: 'GET',
  path: '/api/noti/my-notifications',
  access: ROLES,
  tag,
  summary: "The caller's in-app inbox, newest first",
  query: ZPageQuery,
  response: ZInbox,
});

export const registerDeviceRoute = defineRoute({
  method: 'POST',
  path: '/api/noti/register-device',
  access: ROLES,
  budget: 'devices',
  tag,
  summary: "Register the caller's device for push; a token registered before moves to the caller",
  body: ZRegisterDeviceRequest,
  response: z.object({ message: z.string() }),
});
