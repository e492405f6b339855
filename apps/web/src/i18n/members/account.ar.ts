import type { ArabicCatalog } from '@/i18n/catalog';
import type { AccountCatalog } from './account.en';

/** The connection lists in Arabic; `satisfies` holds it to the English catalog, key for key. */
export const accountAr = {
  connections: {
    followersTitle: 'متابعوك',
    followingTitle: 'الأعضاء الذين تتابعهم',
    blockedTitle: 'الأعضاء المحظورون',
    back: 'العودة إلى ملفي',
    followersEmpty: 'لا يتابعك أحد بعد',
    followersEmptyText: 'عندما يتابعك الأعضاء يظهرون هنا.',
    followingEmpty: 'لا تتابع أحدًا بعد',
    followingEmptyText: 'افتح الملف الشخصي لعضو واضغط «متابعة» لترى منشوراته في صفحتك الرئيسية.',
    blockedEmpty: 'لم تحظر أحدًا',
    blockedEmptyText: 'عندما تحظر عضوًا لا يرى أحدكما الآخر. يمكنك حظر عضو من ملفه الشخصي.',
    since: 'منذ {{date}}',
    blockedOn: 'حُظر في {{date}}',
    unblock: 'إلغاء الحظر',
    unblockName: 'إلغاء حظر {{name}}',
    unblocked: 'أُلغي حظر {{name}}. المتابعات السابقة لا تعود.',
    loadMore: 'عرض المزيد',
    end: 'هذا كل شيء',
  },
} as const satisfies ArabicCatalog<AccountCatalog>;
