import type { ClassifiedTypeKey } from '@souq/contract/constants';

export interface CategorySeed {
  ar: string;
  /** Icon background and the base hue of the type's demo photos. */
  colour: string;
  accent: string;
}

/** Arabic names and colours of the twelve classified categories (English names come from the contract). */
export const CATEGORY_SEEDS: Readonly<Record<ClassifiedTypeKey, CategorySeed>> = {
  services: { ar: 'خدمات', colour: '#1c7ed6', accent: '#74c0fc' },
  'animals-pets': { ar: 'حيوانات وحيوانات أليفة', colour: '#e8590c', accent: '#ffc078' },
  'men-clothing': { ar: 'ملابس رجالية', colour: '#364fc7', accent: '#91a7ff' },
  'women-clothing': { ar: 'ملابس نسائية', colour: '#c2255c', accent: '#faa2c1' },
  'fashion-beauty': { ar: 'أزياء وتجميل', colour: '#9c36b5', accent: '#e599f7' },
  food: { ar: 'مأكولات', colour: '#f08c00', accent: '#ffe066' },
  'buy-sell': { ar: 'بيع وشراء', colour: '#2b8a3e', accent: '#8ce99a' },
  jobs: { ar: 'وظائف', colour: '#495057', accent: '#ced4da' },
  property: { ar: 'عقارات', colour: '#0b7285', accent: '#66d9e8' },
  boat: { ar: 'قوارب', colour: '#1864ab', accent: '#a5d8ff' },
  bike: { ar: 'دراجات', colour: '#5f3dc4', accent: '#b197fc' },
  automotive: { ar: 'سيارات', colour: '#c92a2a', accent: '#ffa8a8' },
};

export type NamePair = readonly [en: string, ar: string];

/** Sub-categories per type; types not listed have none (their forms do not ask for one). */
export const SUB_CATEGORIES: Partial<Record<ClassifiedTypeKey, readonly NamePair[]>> = {
  automotive: [
    ['Toyota', 'تويوتا'],
    ['Nissan', 'نيسان'],
    ['Lexus', 'لكزس'],
    ['Mercedes-Benz', 'مرسيدس بنز'],
    ['BMW', 'بي إم دبليو'],
    ['Chevrolet', 'شفروليه'],
    ['GMC', 'جي إم سي'],
    ['Ford', 'فورد'],
    ['Hyundai', 'هيونداي'],
    ['Kia', 'كيا'],
  ],
  property: [
    ['Apartments', 'شقق'],
    ['Villas', 'فلل'],
    ['Floors', 'أدوار'],
    ['Land', 'أراضي'],
    ['Offices', 'مكاتب'],
    ['Shops', 'محلات'],
    ['Chalets', 'شاليهات'],
  ],
  jobs: [
    ['Engineering', 'هندسة'],
    ['Sales', 'مبيعات'],
    ['Information Technology', 'تقنية المعلومات'],
    ['Education', 'تعليم'],
    ['Healthcare', 'رعاية صحية'],
    ['Hospitality', 'ضيافة'],
  ],
  'animals-pets': [
    ['Cats', 'قطط'],
    ['Dogs', 'كلاب'],
    ['Birds', 'طيور'],
    ['Fish', 'أسماك'],
    ['Horses', 'خيول'],
    ['Camels', 'إبل'],
  ],
  'buy-sell': [
    ['Mobile Phones', 'هواتف'],
    ['Electronics', 'إلكترونيات'],
    ['Furniture', 'أثاث'],
    ['Home Appliances', 'أجهزة منزلية'],
    ['Sports Equipment', 'معدات رياضية'],
    ['Books', 'كتب'],
  ],
  boat: [
    ['Yachts', 'يخوت'],
    ['Fishing Boats', 'قوارب صيد'],
    ['Jet Skis', 'دراجات مائية'],
    ['Speedboats', 'طرادات'],
  ],
  bike: [
    ['Motorcycles', 'دراجات نارية'],
    ['Bicycles', 'دراجات هوائية'],
    ['ATVs', 'دبابات'],
  ],
};

/** Car models of the automotive dropdown, under their brand sub-category (English name). */
export const CAR_MODELS: Readonly<Record<string, readonly NamePair[]>> = {
  Toyota: [
    ['Land Cruiser', 'لاند كروزر'],
    ['Camry', 'كامري'],
    ['Corolla', 'كورولا'],
    ['Prado', 'برادو'],
    ['Hilux', 'هايلكس'],
  ],
  Nissan: [
    ['Patrol', 'باترول'],
    ['Altima', 'ألتيما'],
    ['Sunny', 'صني'],
    ['X-Trail', 'إكس تريل'],
  ],
  Lexus: [
    ['LX 600', 'إل إكس 600'],
    ['ES 350', 'إي إس 350'],
    ['RX 350', 'آر إكس 350'],
  ],
  'Mercedes-Benz': [
    ['S-Class', 'الفئة إس'],
    ['E-Class', 'الفئة إي'],
    ['G-Class', 'الفئة جي'],
  ],
  BMW: [
    ['X5', 'إكس 5'],
    ['5 Series', 'الفئة الخامسة'],
    ['7 Series', 'الفئة السابعة'],
  ],
  Chevrolet: [
    ['Tahoe', 'تاهو'],
    ['Camaro', 'كامارو'],
    ['Silverado', 'سلفرادو'],
  ],
  GMC: [
    ['Yukon', 'يوكن'],
    ['Sierra', 'سييرا'],
  ],
  Ford: [
    ['Explorer', 'إكسبلورر'],
    ['Mustang', 'موستانج'],
    ['F-150', 'إف 150'],
  ],
  Hyundai: [
    ['Elantra', 'إلنترا'],
    ['Tucson', 'توسان'],
    ['Sonata', 'سوناتا'],
  ],
  Kia: [
    ['Sportage', 'سبورتاج'],
    ['Cerato', 'سيراتو'],
    ['Sorento', 'سورينتو'],
  ],
};

/** Career levels of the jobs dropdown (no sub-category: they apply to every job). */
export const CAREER_LEVELS: readonly NamePair[] = [
  ['Internship', 'تدريب'],
  ['Fresh Graduate', 'حديث التخرج'],
  ['Entry Level', 'مبتدئ'],
  ['Junior', 'موظف مبتدئ'],
  ['Mid Level', 'متوسط الخبرة'],
  ['Senior', 'خبير'],
  ['Team Lead', 'قائد فريق'],
  ['Supervisor', 'مشرف'],
  ['Manager', 'مدير'],
  ['Senior Manager', 'مدير أول'],
  ['Director', 'مدير إدارة'],
  ['Executive', 'تنفيذي'],
];
