import type { ArabicCatalog } from '@/i18n/catalog';
import type { VisitorsCatalog } from './visitors.en';

/** The join prompt in Arabic; `satisfies` holds it to the English catalog, key for key. */
export const visitorsAr = {
  join: 'انضم إلى سوق',
  login: 'تسجيل الدخول',
  text: 'يستغرق الأمر دقيقة، وتعود إلى هنا مباشرةً.',
  close: 'إغلاق',
  reasons: {
    favourite: 'انضم إلى سوق لحفظ هذا الإعلان',
    chat: 'انضم إلى سوق لمحادثة البائع',
    report: 'انضم إلى سوق للإبلاغ عن هذا',
    like: 'انضم إلى سوق للإعجاب بهذا المنشور',
    share: 'انضم إلى سوق لمشاركة هذا المنشور',
    comment: 'انضم إلى سوق للتعليق',
    follow: 'انضم إلى سوق لمتابعة هذا العضو',
    post: 'انضم إلى سوق لمشاركة منشور',
    sell: 'انضم إلى سوق للبيع',
    personal: 'انضم إلى سوق أو سجّل الدخول لرؤية هذا',
  },
} as const satisfies ArabicCatalog<VisitorsCatalog>;
