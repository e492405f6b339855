import { z } from 'zod';
import { strikeReasonFields } from './strike-reason';
import { MAX_PAGE_SIZE, PAGE_SIZE, ROLES, STAFF_ROLES, USER_STATUSES } from './constants';
import { defineRoute } from './route';
import { messages } from './messages';
import { looseBoolean, requiredId, ZDateTime, ZMessageBody, ZPageQuery, ZPersonRef, ZTextSearch } from './common';
import { booleanFilter, dayRangeInOrder, dayRangeIssue, sortParam, ZCreatedRange, ZListTotal, ZSortOrder, ZWithTotal } from './list-query';

const u = messages.user;

export const ZUser = z.object({
  _id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  email: z.string(),
  gender: z.string().nullable(),
  phone: z.string().nullable(),
  /** When the member confirmed `phone` by a texted code; null while it is unconfirmed (buyers never see an unconfirmed one). */
  phoneVerifiedAt: ZDateTime.nullable(),
  country: z.object({ _id: z.string(), country_english: z.string() }).nullable(),
  /** `status` as a boolean: true is 'active', false is 'pending'. */
  active: z.boolean(),
  status: z.enum(USER_STATUSES),
  blocked: z.boolean(),
  role: z.enum(ROLES),
  createdAt: ZDateTime,
});
export type User = z.infer<typeof ZUser>;

/** The columns the users list sorts by: joined date, name, e-mail, status. */
export const USER_LIST_SORTS = ['createdAt', 'name', 'email', 'status'] as const;

export const ZUserListQuery = z
  .object({
    page: ZPageQuery.shape.page,
    // The spec's name for this list's page size (other lists call it itemsPerPage).
    maxCountInaPage: z.coerce
      .number({ error: u.pageSizeInvalid })
      .int(u.pageSizeInvalid)
      .min(1, u.pageSizeInvalid)
      .max(MAX_PAGE_SIZE, u.pageSizeInvalid)
      .default(PAGE_SIZE),
    /** Matches name, e-mail or phone. */
    textSearch: ZTextSearch,
    // the console's sort, filters and count (all optional; newest first without a sort).
    sort: sortParam(USER_LIST_SORTS),
    order: ZSortOrder,
    status: z
      .enum([...USER_STATUSES, ''], { error: messages.listQuery.statusInvalid })
      .transform((v) => (v ? v : undefined))
      .optional(),
    blocked: booleanFilter(),
    country_id: z
      .string()
      .trim()
      .max(2, messages.listQuery.countryInvalid)
      .refine((v) => !v || /^[a-z]{2}$/i.test(v), messages.listQuery.countryInvalid)
      .transform((v) => (v ? v.toUpperCase() : undefined))
      .optional(),
    ...ZCreatedRange,
    withTotal: ZWithTotal,
  })
  .refine(dayRangeInOrder, dayRangeIssue);
export type UserListQuery = z.infer<typeof ZUserListQuery>;
export const ZUserList = z.object({ users: z.array(ZUser), isNext: z.boolean(), ...ZListTotal });

export const ZUserByIdQuery = z.object({ user_id: requiredId(u.idRequired) });

/**
 * `isActive` as the console sends it: a boolean (true = active), or the status name itself
 * ('active' / 'pending'); 'true' and 'false' are accepted from form posts too.
 */
export const ZIsActive = z
  .union([z.boolean(), z.enum(['true', 'false', ...USER_STATUSES])], { error: u.statusInvalid })
  .transform((v) => v === true || v === 'true' || v === 'active');

export const ZUserStatusRequest = z.object({ user_id: requiredId(u.idRequired), isActive: ZIsActive });
export type UserStatusRequest = z.infer<typeof ZUserStatusRequest>;

export const ZBlockUserRequest = z.object({
  block_user_id: requiredId(u.blockIdRequired),
  toBlock: looseBoolean(u.toBlockInvalid),
  /** Blocking records a strike on the member with this reason and note. */
  ...strikeReasonFields,
});
export type BlockUserRequest = z.infer<typeof ZBlockUserRequest>;

export const ZDeleteUserRequest = z.object({ user_id_to_delete: requiredId(u.deleteIdRequired) });

export const ZUserReport = z.object({
  _id: z.string(),
  /** Who reported. */
  user_id: ZPersonRef,
  /** Who was reported. */
  reported_user_id: ZPersonRef,
  reason: z.string().nullable(),
  createdAt: ZDateTime,
});
export type UserReport = z.infer<typeof ZUserReport>;
export const ZUserReportList = z.object({ reported: z.array(ZUserReport), isNext: z.boolean() });

const tag = 'users';

export const getUsersRoute = defineRoute({
  method: 'GET',
  path: '/api/get-users',
  access: ['admin'],
  tag,
  summary: 'Users, newest first, searchable by name, e-mail or phone (deleted users are not listed)',
  query: ZUserListQuery,
  response: ZUserList,
});

export const getUserByIdRoute = defineRoute({
  method: 'GET',
  path: '/api/user/get-user-by-id',
  access: ['admin'],
  tag,
  summary: 'One user (404 for unknown or deleted users)',
  query: ZUserByIdQuery,
  response: ZUser,
});

export const userStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/userstatusbyadmin',
  access: ['admin'],
  tag,
  summary: "Set a user's status: isActive true/'active' or false/'pending'",
  body: ZUserStatusRequest,
  response: ZUser,
});

export const blockUserRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/blockuserbyadmin',
  access: ['admin'],
  tag,
  summary:
    "Block or unblock a user. Blocking ends the user's sessions at once and refuses their login; " +
    'staff cannot block themselves (403) nor the last admin (409)',
  body: ZBlockUserRequest,
  response: ZUser,
  errors: [409],
});

export const deleteUserRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/deleteuserbyadmin',
  access: ['admin'],
  tag,
  summary:
    'Delete a user: their personal data is erased and they leave every list and the login, while ' +
    'reports, tickets and audit history about them stay. Not oneself (403), not the last admin (409)',
  body: ZDeleteUserRequest,
  response: ZMessageBody,
  errors: [409],
});

export const getReportedUsersRoute = defineRoute({
  method: 'GET',
  path: '/api/user/get-reported-user',
  access: ['admin'],
  tag,
  summary: 'User reports, newest first, with who reported whom',
  query: ZPageQuery,
  response: ZUserReportList,
});

/** A staff member as the console's pickers show them: for assigning work and filtering by who did it. */
export const ZStaffMember = ZPersonRef.extend({ role: z.enum(STAFF_ROLES) });
export type StaffMember = z.infer<typeof ZStaffMember>;
export const ZStaffList = z.object({ staff: z.array(ZStaffMember) });
export type StaffList = z.infer<typeof ZStaffList>;

export const getStaffRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/staff',
  access: ['admin'],
  tag,
  summary: "The staff accounts that can act (admins and data entry, not blocked), by name: for assignees and the audit log's actor filter",
  response: ZStaffList,
});
