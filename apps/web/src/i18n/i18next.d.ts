import 'i18next';
import type { MembersCatalog } from '@/i18n/members/members.en';
import type { SocialCatalog } from '@/i18n/members/social.en';
import type { SupportCatalog } from '@/i18n/members/support.en';
import type { InboxCatalog } from '@/i18n/members/inbox.en';
import type { AccountCatalog } from '@/i18n/members/account.en';
import type { VisitorsCatalog } from '@/i18n/members/visitors.en';

// Keys of t() are checked against the English catalogs (a typo fails the type check).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'members';
    resources: {
      members: MembersCatalog;
      social: SocialCatalog;
      support: SupportCatalog;
      inbox: InboxCatalog;
      account: AccountCatalog;
      visitors: VisitorsCatalog;
    };
  }
}
