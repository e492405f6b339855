import type { ConsoleCatalog } from './catalog';

/** The console's reported ratings in Arabic. Part of ar.ts's `console` section. */
export const consoleRatingsAr = {
  ratings: {
    queueTitle: 'التقييمات المُبلَّغ عنها',
    queueIntro: 'تقييمات بعد الصفقات أبلغ عنها الأعضاء. أزل التقييم المخالف للقواعد، أو تجاهل البلاغات للإبقاء عليه.',
    queueEmpty: 'لا توجد تقييمات مُبلَّغ عنها.',
    keysHint: 'المفاتيح: j وk للتنقل، وr للإزالة (بعد التأكيد)، وd لتجاهل البلاغات، و? لعرضها.',
    keyNext: 'التقييم التالي',
    keyPrevious: 'التقييم السابق',
    stars: '{count} من ٥ نجوم',
    about: 'قيّم {rater} العضو {rated}',
    listing: 'الإعلان: {title}',
    reply: 'الردّ',
    reports: 'البلاغات',
    remove: 'إزالة التقييم',
    dismiss: 'تجاهل البلاغات',
    confirmRemove: 'إزالة هذا التقييم؟ سيختفي من صفحة العضو ومن متوسط تقييمه.',
    removed: 'أُزيل التقييم',
    dismissed: 'تم تجاهل البلاغات',
    categories: {
      spam: 'إزعاج',
      scam: 'احتيال',
      prohibited: 'غرض ممنوع',
      offensive: 'محتوى مسيء',
      wrong_category: 'فئة خاطئة',
      other: 'غير ذلك',
    },
  },
} satisfies Partial<ConsoleCatalog['console']>;
