import type { MyAccount } from '@souq/contract/members-account';

/** A member's own account as `GET /api/v1/me` answers it: Mona, in Kuwait, with `changes` over it. */
export const myAccount = (changes: Partial<MyAccount> = {}): MyAccount => ({
  _id: '0b1c2d3e-0000-4000-8000-000000000001',
  name: 'Mona',
  email: 'mona@example.com',
  photo: null,
  gender: null,
  phone: null,
  phoneVerified: false,
  showPhone: true,
  country_id: 'KW',
  emailVerified: true,
  createdAt: new Date('2026-11-01T10:00:00.000Z'),
  followers: 0,
  following: 0,
  posts: 0,
  ...changes,
});
