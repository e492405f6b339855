import { z } from 'zod';
import { normalizePhoneText } from './digits';
import { defineRoute } from './route';
import { membersMessages } from './messages-members';
import { PASSWORD_MIN_LENGTH } from './auth';
import { APP_LANGUAGES } from './constants';
import { isHttpUrl, ZDateTime, ZUserRef } from './common';
import { MEMBER_READERS, MEMBER_ROLES, MEMBERS_TAG, ZCursorQuery, ZDone, ZIdParams, ZMemberSearchText, ZNextCursor, ZReportRequest } from './members-common';

/**
 * The members' API, account and connections: joining, the member's own account, and
 * following, blocking and reporting other members.
 */

const a = membersMessages.account;

export const MEMBER_GENDERS = ['male', 'female'] as const;
export const MEMBER_NAME_MAX = 100;
/** The same limits as every other password form (auth.ts): at least 10 characters, at most 256. */
export const MEMBER_PASSWORD_MAX = 256;
/** How long a verification link works. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

const ZMemberName = z.string({ error: a.nameRequired }).trim().min(1, a.nameRequired).max(MEMBER_NAME_MAX, a.nameTooLong);

/** An ISO 3166 alpha-2 code in any case, stored upper-case (`kw` -> `KW`); the server checks it exists. */
const ZCountryCode = z
  .string({ error: a.countryRequired })
  .trim()
  .min(1, a.countryRequired)
  .regex(/^[A-Za-z]{2}$/, a.countryInvalid)
  .overwrite((code) => code.toUpperCase());

/**
 * A profile photo: an uploaded file's path (`/uploads/...`) or an absolute http(s) address (the
 * S3 bucket's), the rule of the console's image fields (categories' ZImagePath), with the host
 * required as for links; '' or null removes it. The server also requires a new photo to be a
 * finished upload of the member's own.
 */
const ZMemberPhoto = z
  .string({ error: a.photoInvalid })
  .trim()
  .max(2048, a.photoInvalid)
  .refine((v) => v === '' || v.startsWith('/uploads/') || isHttpUrl(v), a.photoInvalid);

/** A phone number as typed; Arabic-Indic and Persian digits are stored as ASCII digits. */
const ZMemberPhone = z
  .string({ error: a.phoneInvalid })
  .overwrite(normalizePhoneText)
  .max(30, a.phoneInvalid)
  .refine((v) => v === '' || /^\+?[0-9 ()-]{4,30}$/.test(v), a.phoneInvalid);

export const ZRegisterRequest = z.object({
  name: ZMemberName,
  email: z.string({ error: a.emailRequired }).trim().min(1, a.emailRequired).max(320, a.emailInvalid).pipe(z.email(a.emailInvalid)),
  password: z
    .string({ error: a.passwordRequired })
    .min(1, a.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, a.passwordTooShort)
    .max(MEMBER_PASSWORD_MAX, a.passwordTooLong),
  country_id: ZCountryCode,
  /** The app's language as the member joins: their e-mails are written in it. */
  language: z.enum(APP_LANGUAGES, { error: a.languageInvalid }).optional(),
});
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.literal(false),
});

export const ZVerifyEmailRequest = z.object({
  token: z.string({ error: a.tokenRequired }).trim().min(1, a.tokenRequired).max(200, a.tokenInvalid),
});
export const ZVerifyEmailResponse = z.object({ emailVerified: z.literal(true) });

/** true: the address was verified already and nothing was sent; false: a new link is on its way. */
export const ZResendVerificationResponse = z.object({ emailVerified: z.boolean() });

/** The member's own account, with the counts their profile shows. */
export const ZMyAccount = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  /** 'male' or 'female' as members set it; accounts made before may hold other text. */
  gender: z.string().nullable(),
  phone: z.string().nullable(),
  /** The phone was confirmed with a texted code (it is in E.164 then); changing it clears this. */
  phoneVerified: z.boolean(),
  /** Whether a verified phone is shown on the member's listings. */
  showPhone: z.boolean(),
  country_id: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: ZDateTime,
  followers: z.number().int(),
  following: z.number().int(),
  posts: z.number().int(),
});
export type MyAccount = z.infer<typeof ZMyAccount>;

/** Only the fields sent change; null (or '') removes a photo, gender or phone. */
export const ZUpdateMyAccountRequest = z.object({
  name: ZMemberName.optional(),
  photo: ZMemberPhoto.nullable().optional(),
  gender: z.enum(MEMBER_GENDERS, { error: a.genderInvalid }).nullable().optional(),
  phone: ZMemberPhone.nullable().optional(),
  country_id: ZCountryCode.optional(),
  /** The app's language, sent when the member switches it: their pushes and e-mails follow it. */
  language: z.enum(APP_LANGUAGES, { error: a.languageInvalid }).optional(),
});
export type UpdateMyAccountRequest = z.infer<typeof ZUpdateMyAccountRequest>;

/**
 * How a seller answers buyers, from the conversations about their listings of the last 90 days
 * (the newest 50 at most): how many began with a buyer's message, how many of those the seller
 * answered, and the median time to their first answer. Null below 3 such conversations, where a
 * rate would say more about chance than about the seller.
 */
export const ZReplyRecord = z.object({
  asked: z.number().int().min(0),
  answered: z.number().int().min(0),
  medianMinutes: z.number().int().min(0).nullable(),
});
export type ReplyRecord = z.infer<typeof ZReplyRecord>;

/** The fewest conversations a reply record is shown for. */
export const REPLY_RECORD_MIN_ASKED = 3;

/** Another member as the apps show them: no e-mail, phone or country. */
export const ZMemberProfile = z.object({
  _id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  createdAt: ZDateTime,
  followers: z.number().int(),
  following: z.number().int(),
  posts: z.number().int(),
  followedByMe: z.boolean(),
  blockedByMe: z.boolean(),
  /** The member confirmed their e-mail address from the link sent to it. */
  emailVerified: z.boolean(),
  /** Listings on sale the caller may see. */
  listings: z.number().int(),
  replies: ZReplyRecord.nullable(),
});
export type MemberProfile = z.infer<typeof ZMemberProfile>;

/**
 * Whether the caller now follows the member. No count: an exact one costs a read of every
 * follower, too much for each tap on Follow (the profile answers it).
 */
export const ZFollowState = z.object({ followedByMe: z.boolean() });
export const ZBlockState = z.object({ blockedByMe: z.boolean() });

export const ZFollowList = z.object({ users: z.array(ZUserRef.extend({ followedAt: ZDateTime })), nextCursor: ZNextCursor });
export type FollowList = z.infer<typeof ZFollowList>;
export const ZBlockedList = z.object({ users: z.array(ZUserRef.extend({ blockedAt: ZDateTime })), nextCursor: ZNextCursor });

/** People search: `q` is required, every word of it must be in the member's name. */
export const ZPeopleSearchQuery = ZCursorQuery.extend({ q: ZMemberSearchText });
export type PeopleSearchQuery = z.infer<typeof ZPeopleSearchQuery>;
/** A member found, as the follow lists show people, with whether the caller follows them. */
export const ZPersonFound = ZUserRef.extend({ followedByMe: z.boolean() });
export type PersonFound = z.infer<typeof ZPersonFound>;
export const ZPeopleList = z.object({ users: z.array(ZPersonFound), nextCursor: ZNextCursor });
export type PeopleList = z.infer<typeof ZPeopleList>;

const tag = MEMBERS_TAG;

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/register',
  access: 'public',
  budget: 'sign-ups',
  tag,
  summary:
    'Join as a member: answers the new account and e-mails a verification link (valid 48 hours). Log in with POST /api/login; ' +
    'writes wait for the address to be verified. 409 when the e-mail is taken (in any case)',
  body: ZRegisterRequest,
  response: ZRegisterResponse,
  status: 201,
  errors: [409, 429],
});

export const verifyEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/verify-email',
  access: 'public',
  budget: 'email-verifications',
  tag,
  summary: "Verify the member's e-mail address with the token of the link; a link works once, for 48 hours",
  body: ZVerifyEmailRequest,
  response: ZVerifyEmailResponse,
  errors: [429],
});

export const resendVerificationRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/resend-verification',
  access: MEMBER_ROLES,
  budget: 'account',
  tag,
  summary: 'E-mail a new verification link, unless the address is verified already (then nothing is sent)',
  response: ZResendVerificationResponse,
  errors: [429],
});

export const getMyAccountRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/me',
  access: MEMBER_READERS,
  tag,
  summary: "The caller's own account, with their follower, following and post counts",
  response: ZMyAccount,
});

export const updateMyAccountRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/me',
  access: MEMBER_ROLES,
  budget: 'account',
  tag,
  summary:
    "Change the caller's name, photo, gender, phone, country or language (that of their pushes and e-mails); only the fields sent change. " +
    'A changed phone is no longer verified',
  body: ZUpdateMyAccountRequest,
  response: ZMyAccount,
  errors: [429],
});

export const deleteMyAccountRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/me',
  access: MEMBER_ROLES,
  budget: 'account',
  tag,
  summary:
    "Erase the caller's account: personal data is removed, their content leaves every answer, every session ends; " + 'reports about them stay for moderation',
  response: ZDone,
  errors: [429],
});

export const searchPeopleRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/users',
  access: MEMBER_READERS,
  tag,
  summary:
    'Find members by name: every word of `q` (1 to 100 characters) in their name, in any order, however hamza, taa marbuta, ' +
    'harakat and Arabic digits are written; newest members first. Never matches e-mail or phone; leaves out the caller, ' +
    'members blocked either way and accounts staff blocked or deleted',
  query: ZPeopleSearchQuery,
  response: ZPeopleList,
});

export const getMemberProfileRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/users/:id',
  access: 'visitor',
  tag,
  summary:
    "A member's public profile with counts. 404 for unknown, deleted or staff-blocked accounts and for a member who blocked the caller; " +
    'a member the caller blocked shows with blockedByMe',
  params: ZIdParams,
  response: ZMemberProfile,
});

export const followMemberRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/users/:id/follow',
  access: MEMBER_ROLES,
  budget: 'follows',
  tag,
  summary: 'Follow a member (again is a no-op); the member hears of a new follow on their event stream. ' + 'Not oneself (400), not across a block (403)',
  params: ZIdParams,
  response: ZFollowState,
  errors: [429],
});

export const unfollowMemberRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/users/:id/follow',
  access: MEMBER_ROLES,
  budget: 'follows',
  tag,
  summary: 'Stop following a member (when not following, a no-op)',
  params: ZIdParams,
  response: ZFollowState,
  errors: [429],
});

export const memberFollowersRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/users/:id/followers',
  access: MEMBER_READERS,
  tag,
  summary: 'Who follows a member, newest follow first (404 across a block, either way)',
  params: ZIdParams,
  query: ZCursorQuery,
  response: ZFollowList,
});

export const memberFollowingRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/users/:id/following',
  access: MEMBER_READERS,
  tag,
  summary: 'Whom a member follows, newest follow first (404 across a block, either way)',
  params: ZIdParams,
  query: ZCursorQuery,
  response: ZFollowList,
});

export const blockMemberRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/users/:id/block',
  access: MEMBER_ROLES,
  budget: 'follows',
  tag,
  summary: 'Block a member: each disappears for the other and follows between them end (again is a no-op). Not oneself (400)',
  params: ZIdParams,
  response: ZBlockState,
  errors: [429],
});

export const unblockMemberRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/users/:id/block',
  access: MEMBER_ROLES,
  budget: 'follows',
  tag,
  summary: 'Unblock a member (when not blocked, a no-op); earlier follows do not come back',
  params: ZIdParams,
  response: ZBlockState,
  errors: [429],
});

export const blockedMembersRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/me/blocked',
  access: MEMBER_ROLES,
  tag,
  summary: 'The members the caller blocked, newest first',
  query: ZCursorQuery,
  response: ZBlockedList,
});

export const reportMemberRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/users/:id/report',
  access: MEMBER_ROLES,
  budget: 'reports',
  tag,
  summary: "Report a member to staff: the report appears in the console's reported users. Not oneself (400)",
  params: ZIdParams,
  body: ZReportRequest,
  response: ZDone,
  status: 201,
  errors: [429],
});
