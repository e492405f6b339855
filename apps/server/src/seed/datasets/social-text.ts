/** Phrase banks for the social side of the demo, in English and Arabic (picked by the author's language). */
export interface Bilingual {
  en: readonly string[];
  ar: readonly string[];
}

export const POST_TITLES: Bilingual = {
  en: [
    'Sunset over the Arabian Gulf',
    'Weekend at Souq Al-Mubarakiya',
    'Morning walk on the Corniche',
    'New coffee spot in Salmiya',
    'Family trip to Failaka Island',
    'First camping night of the season',
    'Kuwait Towers never get old',
    'Fresh dates from the farm',
    'Fishing trip at Khairan',
    'Rainy day in the city',
    'Finally finished my home office',
    'Desert drive with the team',
    'Homemade machboos for the family',
    'Marina Mall at night',
    'Cycling along Gulf Road',
  ],
  ar: [
    'غروب الشمس على الخليج',
    'عطلة نهاية الأسبوع في سوق المباركية',
    'مشي صباحي على الكورنيش',
    'مقهى جديد في السالمية',
    'رحلة عائلية إلى جزيرة فيلكا',
    'أول ليلة تخييم هذا الموسم',
    'أبراج الكويت دائماً جميلة',
    'رطب طازج من المزرعة',
    'رحلة صيد في الخيران',
    'يوم ممطر في المدينة',
    'انتهيت أخيراً من مكتبي المنزلي',
    'جولة في البر مع الشباب',
    'مجبوس من صنع البيت للعائلة',
    'مارينا مول في الليل',
    'ركوب الدراجة على شارع الخليج',
  ],
};

export const POST_SENTENCES: Bilingual = {
  en: [
    'The weather was perfect today.',
    'Highly recommend visiting if you have not been yet.',
    'Shared with the best people.',
    'Took this picture on my phone, no filter.',
    'Who else was there this weekend?',
    'Tag a friend who would love this.',
    'Already planning the next one.',
    'Prices were reasonable and the service was great.',
    'It gets crowded after sunset, so go early.',
    'Thanks to everyone who joined us.',
  ],
  ar: [
    'كان الجو رائعاً اليوم.',
    'أنصح بزيارته إذا لم تذهبوا بعد.',
    'مع أجمل الناس.',
    'التقطت هذه الصورة بالهاتف وبدون فلتر.',
    'من كان هناك في نهاية الأسبوع؟',
    'اذكر صديقاً سيحب هذا المكان.',
    'نخطط من الآن للمرة القادمة.',
    'الأسعار معقولة والخدمة ممتازة.',
    'يزدحم المكان بعد المغرب فاذهبوا مبكراً.',
    'شكراً لكل من شاركنا.',
  ],
};

export const COMMENTS: Bilingual = {
  en: [
    'Beautiful picture!',
    'Where is this exactly?',
    'Love it, thanks for sharing.',
    'I was there last week, amazing place.',
    'Great shot 👏',
    'We should go together next time.',
    'How much did it cost?',
    'Looks delicious!',
    'This made my day.',
    'Wow, the colours!',
    'Is it open on Fridays?',
    'Adding this to my list.',
  ],
  ar: [
    'صورة جميلة!',
    'وين هذا المكان بالضبط؟',
    'روعة، شكراً على المشاركة.',
    'كنت هناك الأسبوع الماضي، مكان رائع.',
    'لقطة حلوة 👏',
    'لازم نروح مع بعض المرة الجاية.',
    'كم كانت التكلفة؟',
    'شكله لذيذ!',
    'الله يعطيك العافية.',
    'ما شاء الله، الألوان رهيبة!',
    'هل يفتح يوم الجمعة؟',
    'أضفته إلى قائمتي.',
  ],
};

export const POST_REPORT_REASONS: Bilingual = {
  en: [
    'Spam or misleading content',
    'Inappropriate image',
    'Offensive language in the description',
    'This post uses my photo without permission',
    'Selling prohibited items',
    'Looks like a scam',
  ],
  ar: ['محتوى مزعج أو مضلل', 'صورة غير لائقة', 'ألفاظ مسيئة في الوصف', 'المنشور يستخدم صورتي بدون إذن', 'بيع مواد ممنوعة', 'يبدو أنه احتيال'],
};

export const STORY_CAPTIONS: Bilingual = {
  en: ['Good morning Kuwait ☀️', 'On my way', 'Weekend vibes', 'New arrivals in the shop', 'Coffee time', 'Guess where I am'],
  ar: ['صباح الخير يا كويت ☀️', 'في الطريق', 'أجواء نهاية الأسبوع', 'وصلت بضاعة جديدة للمحل', 'وقت القهوة', 'خمنوا وين أنا'],
};

export const USER_REPORT_REASONS: Bilingual = {
  en: ['Fake account', 'Harassment in comments', 'Impersonating another person', 'Sends spam messages', 'Did not deliver a paid item'],
  ar: ['حساب وهمي', 'مضايقات في التعليقات', 'ينتحل شخصية شخص آخر', 'يرسل رسائل مزعجة', 'لم يسلّم منتجاً مدفوع الثمن'],
};

/** A buyer's and a seller's lines in a conversation about a listing, alternating. */
export const CHAT_LINES: { buyer: Bilingual; seller: Bilingual } = {
  buyer: {
    en: [
      'Hi, is this still available?',
      'What is your best price?',
      'Can I see it this evening?',
      'Is the price negotiable?',
      'Where exactly are you located?',
      'Does it come with the original box?',
      'Great, I will take it.',
    ],
    ar: ['مرحبا، هل ما زال متوفرا؟', 'ما هو آخر سعر؟', 'هل يمكنني رؤيته مساء اليوم؟', 'هل السعر قابل للتفاوض؟', 'أين موقعك بالضبط؟', 'ممتاز، سآخذه.'],
  },
  seller: {
    en: [
      'Yes, it is still available.',
      'The price is a little negotiable.',
      'You can come after 6 pm.',
      'I am in Salmiya, near the co-op.',
      'Yes, everything is included.',
      'Sorry, it was just sold.',
    ],
    ar: ['نعم، ما زال متوفرا.', 'السعر قابل للتفاوض قليلا.', 'يمكنك الحضور بعد الساعة 6 مساء.', 'أنا في السالمية قرب الجمعية.', 'نعم، كل شيء موجود.'],
  },
};
