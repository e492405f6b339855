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
  phone: {
    title: 'هاتفي المحمول',
    back: 'العودة إلى ملفي',
    intro:
      'نرسل رمزًا من {{length, number}} أرقام في رسالة نصية إلى هاتفك المحمول لنتأكد أنه لك. بعد التوثيق يمكن للمشترين الاتصال بك أو مراسلتك عبر واتساب من إعلاناتك.',
    number: 'رقم الهاتف المحمول',
    numberHelp: '{{digits, number}} أرقام في الكويت، أو + ورمز الدولة',
    send: 'أرسل الرمز',
    sentTo: 'أرسلنا رمزًا من {{length, number}} أرقام إلى <phone>{{phone}}</phone>. صالح لمدة {{minutes, number}} دقائق.',
    code: 'الرمز المكوّن من {{length, number}} أرقام',
    confirm: 'تأكيد',
    resend: 'أرسل رمزًا جديدًا',
    change: 'استخدم رقمًا آخر',
    verified: 'موثّق',
    verifiedText: 'رقم هاتفك المحمول <phone>{{phone}}</phone> موثّق.',
    unverifiedText: 'رقم هاتفك المحمول <phone>{{phone}}</phone> غير موثّق بعد.',
    justVerified: 'تم توثيق رقم هاتفك المحمول.',
    show: 'أظهر رقمي في إعلاناتي',
    showHelp: 'يرى المشترون زرّي الاتصال وواتساب في إعلاناتك. أوقف هذا الخيار لإخفاء رقمك؛ تبقى المحادثة متاحة.',
    shown: 'رقمك ظاهر في إعلاناتك.',
    hidden: 'رقمك مخفي من إعلاناتك.',
  },
} as const satisfies ArabicCatalog<AccountCatalog>;
