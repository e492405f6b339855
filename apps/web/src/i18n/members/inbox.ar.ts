import type { ArabicCatalog } from '@/i18n/catalog';
import type { InboxCatalog } from './inbox.en';

/**
 * The members' activity inbox in Arabic; `satisfies` holds it to the English catalog, key for key.
 * `others` is the subject of the sentence (the verb comes first), hence the nominative forms.
 */
export const inboxAr = {
  title: 'الإشعارات',
  intro: 'المتابعات والإعجابات والتعليقات والردود والإشارات إليك، وقرارات فريق سوق بشأن محتواك، ورسائله.',
  emptyTitle: 'لا إشعارات بعد',
  emptyText: 'عندما يتابعك أحد أو يُعجب بمنشوراتك أو يعلّق عليها أو يُشير إليك، ستراه هنا فورًا.',
  loadMore: 'عرض الإشعارات الأقدم',
  end: 'هذه كل إشعاراتك',
  unread: 'غير مقروء',
  arrived: 'إشعار جديد',
  list: 'إشعاراتك',
  others_zero: '{{name}}',
  others_one: '{{name}} وشخص آخر',
  others_two: '{{name}} وشخصان آخران',
  others_few: '{{name}} و{{count, number}} أشخاص آخرون',
  others_many: '{{name}} و{{count, number}} شخصًا آخر',
  others_other: '{{name}} و{{count, number}} شخص آخر',
  kinds: {
    follow: 'بدأ {{who}} متابعتك',
    like: 'أُعجب {{who}} بمنشورك',
    comment: 'علّق {{who}} على منشورك',
    reply: 'ردّ {{who}} على تعليقك',
    mention: 'أشار إليك {{who}}',
    rating: 'قيّمك {{who}} بعد صفقتكما',
  },
  postHidden: 'أخفى فريق سوق منشورك',
  postHiddenBecause: 'أُخفي منشورك: {{reason}}',
  listingDisallowed: 'رفض فريق سوق إعلانك',
  listingDisallowedBecause: 'رُفض إعلانك: {{reason}}',
  settings: 'إعدادات الإشعارات',
} as const satisfies ArabicCatalog<InboxCatalog>;
