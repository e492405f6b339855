import 'i18next';
import type { MembersCatalog } from './members.en';

// Keys of t() are checked against the English catalogs (a typo fails the type check).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'members';
    resources: { members: MembersCatalog };
  }
}
