import { z } from 'zod';
import { normalizeNumberText, normalizePhoneText } from './digits';
import { defineRoute } from './route';
import { messages } from './messages';
import { ZDateTime } from './common';
import { toE164 } from './phone-number';
import { MEMBER_ROLES, MEMBERS_TAG } from './members-common';

/**
 * The members' API, a verified phone: a code sent by text message confirms the member's number,
 * which buyers then see on their listings (Call, WhatsApp) if the member chooses to show it.
 */

const a = messages.members.account;

export const PHONE_CODE_LENGTH = 6;
/** How long a code works. */
export const PHONE_CODE_TTL_MINUTES = 10;
/** Wrong codes one code survives: the fifth wrong one ends it (one in 200,000 to guess it). */
export const PHONE_CODE_TRIES = 5;

export const ZSendPhoneCodeRequest = z.object({
  phone: z
    .string({ error: a.mobileRequired })
    .overwrite(normalizePhoneText)
    .min(1, a.mobileRequired)
    .max(30, a.mobileInvalid)
    .refine((v) => toE164(v) !== null, a.mobileInvalid),
});
export type SendPhoneCodeRequest = z.infer<typeof ZSendPhoneCodeRequest>;

export const ZVerifyPhoneRequest = z.object({
  code: z
    .string({ error: a.codeRequired })
    // Spaces too: a code is often read out and typed as `123 456`.
    .overwrite((v) => normalizeNumberText(v).replace(/\s+/g, ''))
    .min(1, a.codeRequired)
    .regex(/^\d{6}$/, a.codeInvalid),
});
export type VerifyPhoneRequest = z.infer<typeof ZVerifyPhoneRequest>;

export const ZPhoneSettingsRequest = z.object({ showPhone: z.boolean({ error: a.showPhoneInvalid }) });
export type PhoneSettingsRequest = z.infer<typeof ZPhoneSettingsRequest>;

/** The member's phone as the account shows it: the number (E.164 once verified), whether confirmed, whether shown. */
export const ZPhoneState = z.object({ phone: z.string().nullable(), phoneVerified: z.boolean(), showPhone: z.boolean() });
export type PhoneState = z.infer<typeof ZPhoneState>;

/** A code went to `phone` (E.164) and works until `expiresAt`; nothing is sent when the number is verified already. */
export const ZPhoneCodeSent = ZPhoneState.extend({ codeExpiresAt: ZDateTime.nullable() });
export type PhoneCodeSent = z.infer<typeof ZPhoneCodeSent>;

const tag = MEMBERS_TAG;

export const sendPhoneCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/me/phone',
  access: MEMBER_ROLES,
  budget: 'phone-codes',
  tag,
  summary:
    "Set the caller's mobile number and text it a 6-digit code (valid 10 minutes, 5 tries). 8 digits are a Kuwaiti number (+965), " +
    'Arabic-Indic digits are read; a new number is unverified until its code is confirmed. The number already verified sends nothing',
  body: ZSendPhoneCodeRequest,
  response: ZPhoneCodeSent,
  errors: [429],
});

export const verifyPhoneRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/me/phone/verify',
  access: MEMBER_ROLES,
  budget: 'phone-verifications',
  tag,
  summary: "Confirm the caller's mobile number with the code texted to it; a wrong, expired or used-up code answers 400",
  body: ZVerifyPhoneRequest,
  response: ZPhoneState,
  errors: [429],
});

export const updatePhoneSettingsRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/me/phone',
  access: MEMBER_ROLES,
  budget: 'account',
  tag,
  summary: "Choose whether the caller's verified number is shown on their listings (Call and WhatsApp); shown by default",
  body: ZPhoneSettingsRequest,
  response: ZPhoneState,
  errors: [429],
});
