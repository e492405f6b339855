import { z } from 'zod';
import { normalizePhoneText } from './digits';
import { defineRoute } from './route';
import { messages } from './messages';
import { isHttpUrl, ZId } from './common';

const s = messages.settings;

const optionalUrl = z
  .string()
  .trim()
  .max(2048, messages.generic.linkTooLong)
  .refine((v) => v === '' || isHttpUrl(v), s.urlInvalid)
  .default('');

export const ZAppSettings = z.object({
  _id: z.string(),
  site: z.string(),
  phone: z.string(),
  email: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  address: z.string(),
});
export type AppSettings = z.infer<typeof ZAppSettings>;

export const ZEditAppSettingsRequest = z.object({
  settingID: ZId,
  site: z.string({ error: s.siteRequired }).trim().min(1, s.siteRequired).max(2048, messages.generic.linkTooLong).refine(isHttpUrl, s.urlInvalid),
  phone: z.string({ error: s.phoneRequired }).overwrite(normalizePhoneText).min(1, s.phoneRequired).max(40, s.phoneRequired),
  email: z.string({ error: s.emailRequired }).trim().min(1, s.emailRequired).max(320, s.emailInvalid).pipe(z.email(s.emailInvalid)),
  facebook: optionalUrl,
  twitter: optionalUrl,
  address: z.string().trim().max(500, 'The address is too long').default(''),
});
export type EditAppSettingsRequest = z.infer<typeof ZEditAppSettingsRequest>;

export const getAppSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/app-settings',
  access: ['admin'],
  tag: 'settings',
  summary: "The app's public contact details",
  response: ZAppSettings,
});

export const editAppSettingsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/edit-app-settings',
  access: ['admin'],
  tag: 'settings',
  summary: "Change the app's public contact details",
  body: ZEditAppSettingsRequest,
  response: ZAppSettings,
});

/** What the public landing page shows: the contact e-mail and the app-store links. */
export const ZPublicInfo = z.object({
  email: z.string(),
  site: z.string(),
  androidStoreUrl: z.string(),
  iosStoreUrl: z.string(),
});
export type PublicInfo = z.infer<typeof ZPublicInfo>;

export const publicInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/public-info',
  access: 'public',
  tag: 'public',
  summary: 'Contact e-mail and app-store links for the public pages (no login)',
  response: ZPublicInfo,
});
