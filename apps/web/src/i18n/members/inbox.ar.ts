import type { ArabicCatalog } from '@/i18n/catalog';
import type { InboxCatalog } from './inbox.en';

/** The members' notifications inbox in Arabic; `satisfies` holds it to the English catalog, key for key. */
export const inboxAr = {
  title: 'الإشعارات',
  intro: 'رسائل من فريق سوق. تظهر الرسائل الجديدة هنا فور إرسالها.',
  emptyTitle: 'لا إشعارات بعد',
  emptyText: 'عندما يرسل إليك فريق سوق رسالة، تظهر هنا فورًا.',
  loadMore: 'عرض الإشعارات الأقدم',
  end: 'هذه كل إشعاراتك',
  new: 'جديد',
  arrived: 'إشعار جديد: {{title}}',
  list: 'إشعاراتك',
} as const satisfies ArabicCatalog<InboxCatalog>;
