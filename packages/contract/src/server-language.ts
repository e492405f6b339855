/**
 * What the server writes in a reader's language itself, not through the apps: the e-mails and the
 * link-preview page of a shared post. Only the server reads this file, so the browser never
 * bundles it. The API's own answers stay in English (`messages.ts`), looked up by the apps.
 */

import { APP_LANGUAGES, type AppLanguage } from './constants';

export type ServerLanguage = AppLanguage;

export interface MailText {
  subject: string;
  /** Paragraphs of the plain-text body; the HTML body shows the same ones, the link as a link. */
  paragraphs: readonly string[];
}

export interface MailTexts {
  verification: MailText;
  passwordReset: MailText;
  /** `{date}`: the day the listing ends. */
  listingExpiring: MailText;
}

/**
 * `{link}` is filled in by `fillTemplate`. Nothing the member typed goes in a mail: a name such as
 * "Win a prize at http://…" would be a link from Souq's sender to any address.
 */
export const mailTexts: Record<ServerLanguage, MailTexts> = {
  en: {
    verification: {
      subject: 'Confirm your e-mail address for Souq',
      paragraphs: [
        'Hello,',
        'Welcome to Souq. Open this link within 48 hours to confirm your e-mail address:',
        '{link}',
        'If you did not sign up for Souq, ignore this e-mail.',
      ],
    },
    passwordReset: {
      subject: 'Reset your Souq password',
      paragraphs: [
        'Hello,',
        'Open this link within one hour to choose a new password:',
        '{link}',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ],
    },
    listingExpiring: {
      subject: 'Your Souq listing ends in 3 days',
      paragraphs: [
        'Hello,',
        'One of your listings on Souq ends on {date} and will then leave the search. Renew it in one tap to keep it on sale:',
        '{link}',
        'If you sold it or no longer want to sell it, you need do nothing.',
      ],
    },
  },
  ar: {
    verification: {
      subject: 'أكّد عنوان بريدك الإلكتروني في سوق',
      paragraphs: [
        'مرحبًا،',
        'أهلًا بك في سوق. افتح هذا الرابط خلال ٤٨ ساعة لتأكيد عنوان بريدك الإلكتروني:',
        '{link}',
        'إذا لم تسجّل في سوق، فتجاهل هذه الرسالة.',
      ],
    },
    passwordReset: {
      subject: 'أعد تعيين كلمة مرورك في سوق',
      paragraphs: [
        'مرحبًا،',
        'افتح هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة:',
        '{link}',
        'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
      ],
    },
    listingExpiring: {
      subject: 'ينتهي إعلانك في سوق خلال ٣ أيام',
      paragraphs: [
        'مرحبًا،',
        'ينتهي أحد إعلاناتك في سوق يوم {date} ثم يخرج من نتائج البحث. جدّده بلمسة واحدة ليبقى معروضًا للبيع:',
        '{link}',
        'إذا بعته أو لم تعد تريد بيعه، فلا حاجة إلى أي شيء.',
      ],
    },
  },
};

/**
 * The text message carrying a phone code: `{code}` and `{minutes}` filled in by `fillTemplate`.
 * Short (one SMS segment in each language) and naming Souq, so a code sent unasked is recognised.
 */
export const phoneCodeTexts: Record<ServerLanguage, string> = {
  en: 'Your Souq code is {code}. It works for {minutes} minutes. Do not share it with anyone.',
  ar: 'رمزك في سوق هو {code}. صالح لمدة {minutes} دقائق. لا تشاركه مع أحد.',
};

/**
 * The in-app notification that a listing ends soon, in the owner's inbox: `{title}` is the
 * listing's title (the owner's own words, shown to the owner only), `{date}` the day it ends.
 */
export const listingExpiringNotices: Record<ServerLanguage, { title: string; description: string }> = {
  en: { title: 'Your listing ends in 3 days', description: '“{title}” leaves the search on {date}. Renew it in one tap from My listings.' },
  ar: { title: 'ينتهي إعلانك خلال ٣ أيام', description: 'يخرج «{title}» من نتائج البحث يوم {date}. جدّده بلمسة واحدة من «إعلاناتي».' },
};

/** The link-preview page's own words, where the post gives none (`{name}`: the author's name). */
export const previewTexts: Record<ServerLanguage, { siteName: string; postBy: string; tagline: string }> = {
  en: { siteName: 'Souq', postBy: '{name} on Souq', tagline: 'Post. Connect. Buy. Sell!' },
  ar: { siteName: 'سوق', postBy: '{name} على سوق', tagline: 'انشر. تواصل. اشترِ. بِع!' },
};

/**
 * The listing page's own words (/l/:id, written by the server): `{name}` a seller's name,
 * `{place}` an area and district. What the seller typed (title, description) stays theirs.
 */
export interface ListingPageTexts {
  price: string;
  place: string;
  seller: string;
  sellerName: string;
  photo: string;
  photos: string;
  openInApp: string;
  description: string;
  sold: string;
  goneTitle: string;
  goneText: string;
  notFoundTitle: string;
  notFoundText: string;
  browse: string;
  /** What buyers judge a car or a flat by, in one line under the price. */
  facts: string;
  kilometres: string;
  squareMetres: string;
  forRent: string;
  forSale: string;
  furnished: string;
  /** Between the facts: a middle dot in English; in Arabic a comma, as a dot there reads as the digit zero (٠). */
  factsSeparator: string;
}

export const listingPageTexts: Record<ServerLanguage, ListingPageTexts> = {
  en: {
    price: 'Price',
    place: 'Location',
    seller: 'Seller',
    sellerName: 'Sold by {name}',
    photo: 'Photo {number} of {count}',
    photos: 'Photos',
    openInApp: 'Open in Souq',
    description: 'Description',
    sold: 'Sold',
    goneTitle: 'This listing has ended',
    goneText: 'The item was sold or the listing is no longer on Souq.',
    notFoundTitle: 'Listing not found',
    notFoundText: 'This listing does not exist or is not available.',
    browse: 'Browse listings on Souq',
    facts: 'Details',
    kilometres: '{count} km',
    squareMetres: '{count} m²',
    forRent: 'For rent',
    forSale: 'For sale',
    furnished: 'Furnished',
    factsSeparator: ' · ',
  },
  ar: {
    price: 'السعر',
    place: 'الموقع',
    seller: 'البائع',
    sellerName: 'يبيعه {name}',
    photo: 'الصورة {number} من {count}',
    photos: 'الصور',
    openInApp: 'افتح في سوق',
    description: 'الوصف',
    sold: 'مُباع',
    goneTitle: 'انتهى هذا الإعلان',
    goneText: 'بيعت السلعة أو لم يعد الإعلان على سوق.',
    notFoundTitle: 'الإعلان غير موجود',
    notFoundText: 'هذا الإعلان غير موجود أو غير متاح.',
    browse: 'تصفّح الإعلانات على سوق',
    facts: 'التفاصيل',
    kilometres: '{count} كم',
    squareMetres: '{count} م²',
    forRent: 'للإيجار',
    forSale: 'للبيع',
    furnished: 'مفروش',
    factsSeparator: '، ',
  },
};

/** What a push to a member says (title and body templates; `{name}` is who did it). */
export interface PushTexts {
  someone: string;
  messageTitle: string;
  followTitle: string;
  followBody: string;
  commentTitle: string;
  commentBody: string;
  replyTitle: string;
  replyBody: string;
  mentionTitle: string;
  mentionBody: string;
  decisionTitle: string;
  postHidden: string;
  listingDisallowed: string;
  postDeleted: string;
  appealUpheld: string;
  appealOverturned: string;
  ratingTitle: string;
  ratingBody: string;
  /** A saved search's new listing: `{name}` is the search's name or words. */
  savedSearchTitle: string;
  savedSearchTitleUnnamed: string;
  priceDropTitle: string;
  favouriteSoldTitle: string;
}

/** In the member's language: their device shows these as sent (the web app's service worker too). */
export const pushTexts: Record<ServerLanguage, PushTexts> = {
  en: {
    someone: 'Someone',
    messageTitle: 'New message from {name}',
    followTitle: 'New follower',
    followBody: '{name} started following you',
    commentTitle: 'New comment',
    commentBody: '{name} commented on your post',
    replyTitle: 'New reply',
    replyBody: '{name} replied to your comment',
    mentionTitle: 'You were mentioned',
    mentionBody: '{name} mentioned you',
    decisionTitle: 'A decision on your content',
    postHidden: 'Your post was hidden by the Souq team',
    listingDisallowed: 'Your listing was disallowed by the Souq team',
    postDeleted: 'Your post was deleted by the Souq team',
    appealUpheld: 'Your appeal was reviewed: the decision stands',
    appealOverturned: 'Your appeal was accepted: the decision was reversed',
    ratingTitle: 'New rating',
    ratingBody: '{name} rated you',
    savedSearchTitle: 'New listing for {name}',
    savedSearchTitleUnnamed: 'New listing for your saved search',
    priceDropTitle: 'Price dropped',
    favouriteSoldTitle: 'A favourite was sold',
  },
  ar: {
    someone: 'شخص ما',
    messageTitle: 'رسالة جديدة من {name}',
    followTitle: 'متابِع جديد',
    followBody: 'بدأ {name} متابعتك',
    commentTitle: 'تعليق جديد',
    commentBody: 'علّق {name} على منشورك',
    replyTitle: 'رد جديد',
    replyBody: 'ردّ {name} على تعليقك',
    mentionTitle: 'أشار إليك أحدهم',
    mentionBody: 'أشار إليك {name}',
    decisionTitle: 'قرار بشأن محتواك',
    postHidden: 'أخفى فريق سوق منشورك',
    listingDisallowed: 'رفض فريق سوق إعلانك',
    postDeleted: 'حذف فريق سوق منشورك',
    appealUpheld: 'راجعنا اعتراضك: القرار باقٍ',
    appealOverturned: 'قُبل اعتراضك: أُلغي القرار',
    ratingTitle: 'تقييم جديد',
    ratingBody: 'قيّمك {name}',
    savedSearchTitle: 'إعلان جديد لبحث «{name}»',
    savedSearchTitleUnnamed: 'إعلان جديد لبحثك المحفوظ',
    priceDropTitle: 'انخفض السعر',
    favouriteSoldTitle: 'بيع إعلان من مفضّلاتك',
  },
};

export function isServerLanguage(value: unknown): value is ServerLanguage {
  return (APP_LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The first of our languages in an `Accept-Language` header, by its q weights; undefined when
 * none is there (the caller then falls back to English).
 */
export function languageFromHeader(header: string | undefined): ServerLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.tag).find(isServerLanguage);
}

/**
 * A daily saved-search digest: `{count}` new listings, `{link}` opens the search with them marked,
 * `{unsubscribe}` turns that search's alerts off in one tap. The search's name is the member's own
 * words and stays out (see mailTexts).
 */
export const savedSearchDigestTexts: Record<ServerLanguage, { subject: string; paragraphs: readonly string[]; unsubscribe: string }> = {
  en: {
    subject: 'New listings for your saved search on Souq',
    paragraphs: ['Hello,', '{count} new listings match one of your saved searches on Souq. See them:', '{link}'],
    unsubscribe: 'No longer want these e-mails for this search? Turn its alerts off in one tap:',
  },
  ar: {
    subject: 'إعلانات جديدة لبحثك المحفوظ في سوق',
    paragraphs: ['مرحبًا،', 'يطابق {count} من الإعلانات الجديدة أحد عمليات البحث المحفوظة لديك في سوق. شاهدها:', '{link}'],
    unsubscribe: 'لا تريد هذه الرسائل لهذا البحث؟ أوقف تنبيهاته بلمسة واحدة:',
  },
};

/**
 * The mails of a strike and of its appeal's outcome: `{decision}` and `{reason}` come from the
 * lists below (our words; staff's note and the member's appeal stay in the app), `{link}` opens
 * the member's decisions page (or, for a block, the way to appeal it).
 */
export interface StrikeMailTexts {
  strike: MailText;
  appealUpheld: MailText;
  appealOverturned: MailText;
  decisions: Record<'hide' | 'disallow' | 'block' | 'delete', string>;
  reasons: Record<'spam' | 'scam' | 'prohibited' | 'offensive' | 'wrong_category' | 'other', string>;
}

export const strikeMailTexts: Record<ServerLanguage, StrikeMailTexts> = {
  en: {
    strike: {
      subject: 'A decision by the Souq team',
      paragraphs: ['Hello,', 'The Souq team {decision}. Reason: {reason}.', 'If you think this was a mistake, you can appeal once within 14 days:', '{link}'],
    },
    appealUpheld: {
      subject: 'Your appeal to Souq was reviewed',
      paragraphs: ['Hello,', 'We reviewed your appeal. The decision stands: the Souq team {decision} (reason: {reason}).', '{link}'],
    },
    appealOverturned: {
      subject: 'Your appeal to Souq was accepted',
      paragraphs: ['Hello,', 'We reviewed your appeal and reversed the decision: the Souq team had {decision}. Sorry for the trouble.', '{link}'],
    },
    decisions: {
      hide: 'hid one of your posts',
      disallow: 'disallowed one of your listings',
      block: 'blocked your account',
      delete: 'deleted one of your posts',
    },
    reasons: { spam: 'spam', scam: 'scam', prohibited: 'prohibited item', offensive: 'offensive', wrong_category: 'wrong category', other: 'other' },
  },
  ar: {
    strike: {
      subject: 'قرار من فريق سوق',
      paragraphs: ['مرحبًا،', 'فريق سوق {decision}. السبب: {reason}.', 'إذا رأيت أن القرار خاطئ، يمكنك الاعتراض عليه مرة واحدة خلال ١٤ يومًا:', '{link}'],
    },
    appealUpheld: {
      subject: 'راجعنا اعتراضك في سوق',
      paragraphs: ['مرحبًا،', 'راجعنا اعتراضك، والقرار باقٍ: فريق سوق {decision} (السبب: {reason}).', '{link}'],
    },
    appealOverturned: {
      subject: 'قُبل اعتراضك في سوق',
      paragraphs: ['مرحبًا،', 'راجعنا اعتراضك وألغينا القرار: كان فريق سوق قد {decision}. نعتذر عن الإزعاج.', '{link}'],
    },
    decisions: {
      hide: 'أخفى أحد منشوراتك',
      disallow: 'منع أحد إعلاناتك',
      block: 'حظر حسابك',
      delete: 'حذف أحد منشوراتك',
    },
    reasons: { spam: 'رسائل مزعجة', scam: 'احتيال', prohibited: 'سلعة ممنوعة', offensive: 'محتوى مسيء', wrong_category: 'فئة خاطئة', other: 'سبب آخر' },
  },
};
