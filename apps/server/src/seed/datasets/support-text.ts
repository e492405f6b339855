import type { Bilingual } from './social-text';

export const CONTACT_MESSAGES: Bilingual = {
  en: [
    'I cannot upload more than one photo to my ad, please help.',
    'How do I change the phone number shown on my listings?',
    'I would like to advertise my company on the home banner. Who do I talk to?',
    'My account is still pending after two days.',
    'Please remove my old post, I sold the car already.',
    'The app crashes when I open the stories on my phone.',
    'Is there a fee to post a property listing?',
    'I forgot the e-mail I used to sign up.',
  ],
  ar: [
    'لا أستطيع رفع أكثر من صورة لإعلاني، أرجو المساعدة.',
    'كيف أغير رقم الهاتف الظاهر في إعلاناتي؟',
    'أرغب في الإعلان عن شركتي في البانر الرئيسي، مع من أتواصل؟',
    'حسابي ما زال قيد المراجعة منذ يومين.',
    'أرجو حذف إعلاني القديم فقد بعت السيارة.',
    'التطبيق يتوقف عند فتح القصص على هاتفي.',
    'هل توجد رسوم لنشر إعلان عقار؟',
    'نسيت البريد الإلكتروني الذي سجلت به.',
  ],
};

export interface TicketScenario {
  title: string;
  description: string;
  /** Alternating user and staff turns, the user first. */
  turns: readonly string[];
}

export const TICKET_SCENARIOS: { en: readonly TicketScenario[]; ar: readonly TicketScenario[] } = {
  en: [
    {
      title: 'Ad rejected without a reason',
      description: 'My listing for a used iPhone was disallowed and I do not know why.',
      turns: [
        'Hello, my ad was disallowed yesterday. Can you tell me what was wrong?',
        'Hello, thank you for contacting Souq. The photos showed a different model than the title.',
        'I see, I will upload the right photos now.',
        'Thank you. Once updated our team will review it again within 24 hours.',
      ],
    },
    {
      title: 'Payment for featured listing',
      description: 'I paid for a featured listing but the ad is not on top.',
      turns: [
        'I paid 5 KWD yesterday for a featured ad and it is not showing on top.',
        'Sorry for the trouble. Could you send the payment reference number?',
        'Sure, the reference is on the receipt I received by e-mail.',
        'Found it, the feature is now active. It will stay on top for 7 days.',
      ],
    },
    {
      title: 'Cannot log in on a new phone',
      description: 'I changed my phone and the app keeps asking me to verify.',
      turns: ['I moved to a new phone and cannot log in anymore.', 'Please try resetting your password from the login screen and tell us if it works.'],
    },
    {
      title: 'Report a fraudulent seller',
      description: 'A seller took a deposit for a car and stopped answering.',
      turns: [
        'A seller took 200 KWD as a deposit and blocked me.',
        'We are sorry to hear that. We have suspended the account while we investigate.',
        'Thank you, I also filed a police report.',
        'That is the right step. We will share the account details with the authorities on request.',
      ],
    },
    {
      title: 'Wrong area on my listing',
      description: 'The area list does not include my block in Jabriya.',
      turns: ['When I choose Hawalli I cannot find the right area for my apartment.', 'Thanks, we will add it in the next update of the areas list.'],
    },
  ],
  ar: [
    {
      title: 'تم رفض إعلاني بدون سبب',
      description: 'تم إيقاف إعلاني عن شقة للإيجار ولا أعرف السبب.',
      turns: [
        'السلام عليكم، تم إيقاف إعلاني، ما المشكلة؟',
        'وعليكم السلام، شكراً لتواصلك مع سوق. رقم الهاتف في الإعلان غير صحيح.',
        'تم تعديل الرقم، أرجو المراجعة.',
        'تمت المراجعة وأصبح الإعلان فعالاً الآن.',
      ],
    },
    {
      title: 'مشكلة في رفع الصور',
      description: 'لا يمكنني رفع الصور من الآيفون.',
      turns: ['كل ما أحاول أرفع صورة يظهر خطأ.', 'يرجى تحديث التطبيق إلى آخر إصدار ثم المحاولة مرة أخرى.'],
    },
    {
      title: 'طلب حذف الحساب',
      description: 'أرغب في حذف حسابي نهائياً.',
      turns: ['أريد حذف حسابي وكل إعلاناتي.', 'تم استلام طلبك، هل أنت متأكد؟ لا يمكن التراجع بعد الحذف.', 'نعم متأكد.', 'تم تنفيذ الطلب، شكراً لاستخدامك سوق.'],
    },
    {
      title: 'استفسار عن الإعلانات المميزة',
      description: 'كم سعر تمييز إعلان سيارة؟',
      turns: ['كم سعر تمييز الإعلان لمدة أسبوع؟', 'سعر التمييز لمدة أسبوع ٥ دنانير ويمكنك الدفع من داخل التطبيق.'],
    },
  ],
};

/** Extra turns for the long threads that fill more than one page of ticket messages. */
export const FOLLOW_UPS: Bilingual = {
  en: ['Any update on this?', 'We are still checking, thank you for your patience.', 'Still the same problem today.', 'Could you send a screenshot?'],
  ar: ['هل من جديد؟', 'ما زلنا نتابع الموضوع، شكراً لصبرك.', 'المشكلة ما زالت موجودة اليوم.', 'هل يمكنك إرسال لقطة شاشة؟'],
};
