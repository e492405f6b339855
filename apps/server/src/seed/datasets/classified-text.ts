import type { ClassifiedTypeKey } from '@souq/contract/constants';
import type { Bilingual } from './social-text';

export interface ClassifiedTextSeed {
  titles: Bilingual;
  descriptions: Bilingual;
  /** Price range in the country's currency, and the step prices are rounded to. */
  price: readonly [min: number, max: number, step: number];
}

/**
 * Titles and descriptions per type. Property and automotive titles are composed from their
 * details (building type, area, brand, model) in the generator; these are their descriptions.
 */
export const CLASSIFIED_TEXT: Readonly<Record<ClassifiedTypeKey, ClassifiedTextSeed>> = {
  services: {
    titles: {
      en: [
        'AC repair and maintenance',
        'Home cleaning, weekly or monthly',
        'Moving and packing service',
        'Private math tutor',
        'Plumber available 24/7',
        'Wedding photography',
      ],
      ar: ['تصليح وصيانة مكيفات', 'تنظيف منازل أسبوعي أو شهري', 'خدمة نقل عفش وتغليف', 'مدرس رياضيات خصوصي', 'سباك متوفر ٢٤ ساعة', 'تصوير حفلات أعراس'],
    },
    descriptions: {
      en: ['Experienced team, fair prices and guaranteed work.', 'Available in all areas of Kuwait, call or WhatsApp.'],
      ar: ['فريق ذو خبرة وأسعار مناسبة مع ضمان على العمل.', 'نغطي جميع مناطق الكويت، اتصال أو واتساب.'],
    },
    price: [5, 150, 5],
  },
  'animals-pets': {
    titles: {
      en: [
        'Persian kittens for adoption',
        'Golden retriever puppy',
        'Pair of lovebirds with cage',
        'Arabian horse, 6 years old',
        'Aquarium with tropical fish',
      ],
      ar: ['قطط شيرازي للتبني', 'جرو جولدن ريتريفر', 'زوج طيور حب مع القفص', 'خيل عربي عمره ٦ سنوات', 'حوض أسماك استوائية'],
    },
    descriptions: {
      en: ['Vaccinated and healthy, with all papers.', 'Very friendly, used to children.'],
      ar: ['مطعم وبصحة جيدة مع جميع الأوراق.', 'أليف جداً ومتعود على الأطفال.'],
    },
    price: [10, 2500, 5],
  },
  'men-clothing': {
    titles: {
      en: ['White dishdasha, tailored', 'Winter bisht, brown', 'Leather jacket, size L', 'Running shoes, size 43', 'Formal suit, navy blue'],
      ar: ['دشداشة بيضاء تفصيل', 'بشت شتوي بني', 'جاكيت جلد مقاس L', 'حذاء رياضي مقاس ٤٣', 'بدلة رسمية كحلي'],
    },
    descriptions: {
      en: ['Worn once, like new.', 'Original, bought from the Avenues.'],
      ar: ['ملبوس مرة واحدة، كالجديد.', 'أصلي من الأفنيوز.'],
    },
    price: [3, 250, 1],
  },
  'women-clothing': {
    titles: {
      en: ['Embroidered abaya', 'Evening dress, size M', 'Designer handbag', 'Traditional daraa for Gergean', 'Summer dresses bundle'],
      ar: ['عباية مطرزة', 'فستان سهرة مقاس M', 'حقيبة يد ماركة', 'دراعة تقليدية للقرقيعان', 'مجموعة فساتين صيفية'],
    },
    descriptions: {
      en: ['Excellent condition, from a smoke-free home.', 'Price is negotiable for serious buyers.'],
      ar: ['بحالة ممتازة.', 'السعر قابل للتفاوض للجادين.'],
    },
    price: [5, 400, 1],
  },
  'fashion-beauty': {
    titles: {
      en: ['Oud perfume, 100 ml', 'Makeup set, unopened', 'Swiss watch, gold plated', 'Bridal makeup artist', 'Hair styling at home'],
      ar: ['عطر عود ١٠٠ مل', 'طقم مكياج جديد', 'ساعة سويسرية مطلية بالذهب', 'خبيرة مكياج عرائس', 'تصفيف شعر في المنزل'],
    },
    descriptions: {
      en: ['Original with receipt.', 'Booking by appointment only.'],
      ar: ['أصلي مع الفاتورة.', 'الحجز بموعد مسبق فقط.'],
    },
    price: [5, 900, 5],
  },
  food: {
    titles: {
      en: ['Homemade machboos trays', 'Fresh Khalas dates, 5 kg', 'Kuwaiti sweets for Ramadan', 'Healthy meal plan, monthly', 'Birthday cakes to order'],
      ar: ['صواني مجبوس من البيت', 'رطب خلاص طازج ٥ كيلو', 'حلويات كويتية لرمضان', 'اشتراك وجبات صحية شهري', 'كيك أعياد ميلاد حسب الطلب'],
    },
    descriptions: {
      en: ['Delivery available across Kuwait.', 'Order one day in advance.'],
      ar: ['التوصيل متوفر لجميع المناطق.', 'الطلب قبل يوم.'],
    },
    price: [2, 120, 0.5],
  },
  'buy-sell': {
    titles: {
      en: [
        'iPhone 15 Pro, 256 GB',
        'Sofa set, 7 seats',
        'PlayStation 5 with two controllers',
        'Samsung 65 inch TV',
        'Treadmill, barely used',
        'Dining table for 6',
      ],
      ar: ['آيفون ١٥ برو ٢٥٦ جيجا', 'طقم كنب ٧ مقاعد', 'بلايستيشن ٥ مع يدتين', 'تلفزيون سامسونج ٦٥ بوصة', 'جهاز مشي شبه جديد', 'طاولة طعام ٦ أشخاص'],
    },
    descriptions: {
      en: ['Selling because I am travelling.', 'Pick up from my place, no delivery.'],
      ar: ['للبيع بسبب السفر.', 'الاستلام من عندي بدون توصيل.'],
    },
    price: [10, 700, 5],
  },
  jobs: {
    titles: {
      en: [
        'Sales executive wanted',
        'Accountant for a trading company',
        'Frontend developer (React)',
        'English teacher, private school',
        'Registered nurse',
        'Restaurant supervisor',
      ],
      ar: ['مطلوب مندوب مبيعات', 'محاسب لشركة تجارية', 'مطور واجهات (React)', 'معلم لغة إنجليزية لمدرسة خاصة', 'ممرض مسجل', 'مشرف مطعم'],
    },
    descriptions: {
      en: ['Transferable residency required. Send your CV.', 'Competitive salary with annual ticket.'],
      ar: ['يشترط إقامة قابلة للتحويل. أرسل سيرتك الذاتية.', 'راتب مجزٍ مع تذكرة سنوية.'],
    },
    price: [250, 2500, 50],
  },
  property: {
    titles: { en: [], ar: [] },
    descriptions: {
      en: ['Close to schools and the co-op.', 'Central AC, covered parking and a maid room.', 'Sea view, new building.'],
      ar: ['قريب من المدارس والجمعية.', 'تكييف مركزي وموقف مظلل وغرفة خادمة.', 'إطلالة بحرية، بناية جديدة.'],
    },
    price: [250, 450_000, 50],
  },
  boat: {
    titles: {
      en: ['Fishing boat, 32 ft, twin engines', 'Yamaha jet ski 2022', 'Speedboat with trailer', 'Luxury yacht, 48 ft', 'Traditional wooden boom'],
      ar: ['طراد صيد ٣٢ قدم مكينتين', 'جت سكي ياماها ٢٠٢٢', 'قارب سريع مع العربة', 'يخت فاخر ٤٨ قدم', 'بوم خشبي تقليدي'],
    },
    descriptions: {
      en: ['Engines serviced, ready to sail.', 'Parking at Souq Sharq marina.'],
      ar: ['المكائن مصانة وجاهز للإبحار.', 'المرسى في مارينا سوق شرق.'],
    },
    price: [1500, 95_000, 100],
  },
  bike: {
    titles: {
      en: ['Harley-Davidson Street Glide', 'Road bicycle, carbon frame', 'Yamaha ATV for the desert', 'Kids bicycle, 20 inch', 'Honda CBR 600'],
      ar: ['هارلي ديفيدسون ستريت جلايد', 'دراجة هوائية كاربون', 'دباب ياماها للبر', 'دراجة أطفال ٢٠ بوصة', 'هوندا سي بي آر ٦٠٠'],
    },
    descriptions: {
      en: ['Well maintained, full service history.', 'Helmet included.'],
      ar: ['صيانة دورية بالوكالة.', 'مع الخوذة.'],
    },
    price: [25, 9000, 5],
  },
  automotive: {
    titles: { en: [], ar: [] },
    descriptions: {
      en: ['Agency maintained, no accidents.', 'Single owner, clean inside and out.', 'Full insurance valid until next year.'],
      ar: ['صيانة وكالة وبدون حوادث.', 'مالك واحد، نظيفة من الداخل والخارج.', 'تأمين شامل ساري حتى العام القادم.'],
    },
    price: [900, 38_000, 50],
  },
};

export const BUILDING_TYPES: readonly (readonly [key: string, en: string, ar: string])[] = [
  ['apartment', 'Apartment', 'شقة'],
  ['villa', 'Villa', 'فيلا'],
  ['floor', 'Floor', 'دور'],
  ['building', 'Building', 'عمارة'],
  ['office', 'Office', 'مكتب'],
  ['shop', 'Shop', 'محل'],
  ['chalet', 'Chalet', 'شاليه'],
];
