import 'i18next';
import type { MembersCatalog } from './members.en';
import type { SocialCatalog } from '@/features/members-social/i18n/social.en';
import type { SupportCatalog } from '@/features/members-support/i18n/support.en';
import type { AccountCatalog } from '@/features/members-account/i18n/account.en';

// Keys of t() are checked against the English catalogs (a typo fails the type check).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'members';
    resources: { members: MembersCatalog; social: SocialCatalog; support: SupportCatalog; account: AccountCatalog };
  }
}
