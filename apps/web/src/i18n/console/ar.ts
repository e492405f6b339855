import type { ConsoleCatalog } from './catalog';
import { consoleCatalogueAr } from './catalogue.ar';
import { consoleCommunityAr } from './community.ar';
import { consoleFrameAr } from './frame.ar';
import { consoleRatingsAr } from './ratings.ar';
import { serverAr } from '../server/ar';

/**
 * The console in Arabic: every text of packages/contract's `messages`, under the same
 * keys: the server's texts from the catalog the members' app reads too (server/ar.ts), the public
 * pages' and the console's own here. The type makes a missing key a compile error;
 * catalog.test.ts says which key when the English grows. Placeholders such as `{name}` stay as
 * they are: the screens fill them in. Downloaded only when a staff member chooses Arabic
 * (language.ts).
 */
export const consoleAr: ConsoleCatalog = {
  ...serverAr,
  publicWeb: {
    headline: 'انشر. تواصل. اشترِ. بِع!',
    description: 'سوق هو السوق الذي في جيبك: شارك المنشورات والقصص مع أصدقائك، واشترِ أو بِع السيارات والمنازل والوظائف وكل شيء آخر في منطقتك.',
    getApp: 'احصل على التطبيق',
    android: 'احصل عليه من Google Play',
    ios: 'نزّله من App Store',
    openWeb: 'افتح سوق على الويب',
    privacyTitle: 'الخصوصية والسياسة',
    privacy: 'نحافظ على سرية بياناتك. لا نشارك معلوماتك الشخصية مع أي أحد دون موافقتك، ويمكنك أن تطلب منا حذف حسابك في أي وقت.',
    aboutTitle: 'من نحن',
    about: 'يجمع سوق بين من يريدون النشر والتواصل والشراء والبيع، بإعلانات بالعربية والإنجليزية في أنحاء المنطقة.',
    contactTitle: 'تواصل معنا',
    contact: 'راسلنا على ',
    attribution: 'الأيقونات من Tabler Icons (رخصة MIT).',
    postNotFoundTitle: 'هذا المنشور غير متاح',
    postNotFound: 'ربما أُزيل أو أُخفي، أو أن الرابط خاطئ.',
    openInApp: 'افتح سوق في التطبيق',
    reel: 'مقطع',
    home: 'الصفحة الرئيسية لسوق',
    languageTitle: 'اعرض هذه الصفحة بالإنجليزية',
    reset: {
      title: 'إعادة تعيين كلمة المرور',
      password: 'كلمة المرور',
      confirm: 'تأكيد كلمة المرور',
      submit: 'إعادة تعيين كلمة المرور',
      missingToken: 'رابط إعادة التعيين هذا غير مكتمل. افتح الرابط من البريد الإلكتروني مرة أخرى.',
    },
  },
  console: { ...consoleFrameAr, ...consoleCatalogueAr, ...consoleCommunityAr, ...consoleRatingsAr },
};
