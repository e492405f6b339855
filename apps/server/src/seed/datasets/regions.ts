import type { NamePair } from './categories';

export interface DistrictSeed {
  name: NamePair;
  areas: readonly NamePair[];
}

/** Kuwait's six governorates with real residential areas. */
const KUWAIT: readonly DistrictSeed[] = [
  {
    name: ['Capital', 'العاصمة'],
    areas: [
      ['Kuwait City', 'مدينة الكويت'],
      ['Sharq', 'شرق'],
      ['Dasman', 'دسمان'],
      ['Mirqab', 'المرقاب'],
      ['Qibla', 'القبلة'],
      ['Bneid Al-Gar', 'بنيد القار'],
      ['Dasma', 'الدسمة'],
      ['Daiya', 'الدعية'],
      ['Shuwaikh', 'الشويخ'],
      ['Kaifan', 'كيفان'],
      ['Mansouriya', 'المنصورية'],
      ['Shamiya', 'الشامية'],
      ['Rawda', 'الروضة'],
      ['Adailiya', 'العديلية'],
      ['Khaldiya', 'الخالدية'],
      ['Qadsiya', 'القادسية'],
      ['Faiha', 'الفيحاء'],
      ['Nuzha', 'النزهة'],
      ['Surra', 'السرة'],
      ['Yarmouk', 'اليرموك'],
      ['Qurtuba', 'قرطبة'],
      ['Granada', 'غرناطة'],
      ['Sulaibikhat', 'الصليبخات'],
      ['Doha', 'الدوحة'],
    ],
  },
  {
    name: ['Hawalli', 'حولي'],
    areas: [
      ['Hawalli', 'حولي'],
      ['Salmiya', 'السالمية'],
      ['Jabriya', 'الجابرية'],
      ['Rumaithiya', 'الرميثية'],
      ['Bayan', 'بيان'],
      ['Mishref', 'مشرف'],
      ['Salwa', 'سلوى'],
      ['Shaab', 'الشعب'],
      ['Shuhada', 'الشهداء'],
      ['Hittin', 'حطين'],
      ['Zahra', 'الزهراء'],
      ['Siddiq', 'الصديق'],
      ['Salam', 'السلام'],
      ['Mubarak Al-Abdullah', 'مبارك العبدالله'],
    ],
  },
  {
    name: ['Farwaniya', 'الفروانية'],
    areas: [
      ['Farwaniya', 'الفروانية'],
      ['Khaitan', 'خيطان'],
      ['Jleeb Al-Shuyoukh', 'جليب الشيوخ'],
      ['Abraq Khaitan', 'أبرق خيطان'],
      ['Ardiya', 'العارضية'],
      ['Andalous', 'الأندلس'],
      ['Rabiya', 'الرابية'],
      ['Rehab', 'الرحاب'],
      ['Omariya', 'العمرية'],
      ['Ferdous', 'الفردوس'],
      ['Riggae', 'الرقعي'],
      ['Sabah Al-Nasser', 'صباح الناصر'],
      ['Ishbiliya', 'إشبيلية'],
      ['Dajeej', 'الضجيج'],
    ],
  },
  {
    name: ['Mubarak Al-Kabeer', 'مبارك الكبير'],
    areas: [
      ['Mubarak Al-Kabeer', 'مبارك الكبير'],
      ['Adan', 'العدان'],
      ['Qurain', 'القرين'],
      ['Qusour', 'القصور'],
      ['Sabah Al-Salem', 'صباح السالم'],
      ['Messila', 'المسيلة'],
      ['Abu Fatira', 'أبو فطيرة'],
      ['Fnaitees', 'الفنيطيس'],
      ['Abu Al-Hasaniya', 'أبو الحصانية'],
      ['Sabhan', 'صبحان'],
    ],
  },
  {
    name: ['Ahmadi', 'الأحمدي'],
    areas: [
      ['Ahmadi', 'الأحمدي'],
      ['Fintas', 'الفنطاس'],
      ['Mahboula', 'المهبولة'],
      ['Mangaf', 'المنقف'],
      ['Fahaheel', 'الفحيحيل'],
      ['Abu Halifa', 'أبو حليفة'],
      ['Sabahiya', 'الصباحية'],
      ['Riqqa', 'الرقة'],
      ['Hadiya', 'هدية'],
      ['Egaila', 'العقيلة'],
      ['Wafra', 'الوفرة'],
      ['Khairan', 'الخيران'],
      ['Jaber Al-Ali', 'جابر العلي'],
      ['Fahad Al-Ahmad', 'فهد الأحمد'],
      ['Sabah Al-Ahmad', 'صباح الأحمد'],
    ],
  },
  {
    name: ['Jahra', 'الجهراء'],
    areas: [
      ['Jahra', 'الجهراء'],
      ['Qasr', 'القصر'],
      ['Naeem', 'النعيم'],
      ['Oyoun', 'العيون'],
      ['Taima', 'تيماء'],
      ['Waha', 'الواحة'],
      ['Saad Al-Abdullah', 'سعد العبدالله'],
      ['Sulaibiya', 'الصليبية'],
      ['Amghara', 'أمغرة'],
      ['Abdali', 'العبدلي'],
      ['Naseem', 'النسيم'],
    ],
  },
];

/** Saudi regions (enough for a second page of districts), and the emirates and Bahrain's governorates. */
const SAUDI_ARABIA: readonly DistrictSeed[] = [
  {
    name: ['Riyadh', 'الرياض'],
    areas: [
      ['Olaya', 'العليا'],
      ['Malaz', 'الملز'],
      ['Sulaimaniyah', 'السليمانية'],
    ],
  },
  {
    name: ['Makkah', 'مكة المكرمة'],
    areas: [
      ['Jeddah', 'جدة'],
      ['Makkah', 'مكة'],
      ['Taif', 'الطائف'],
    ],
  },
  {
    name: ['Madinah', 'المدينة المنورة'],
    areas: [
      ['Madinah', 'المدينة'],
      ['Yanbu', 'ينبع'],
    ],
  },
  {
    name: ['Eastern Province', 'المنطقة الشرقية'],
    areas: [
      ['Dammam', 'الدمام'],
      ['Khobar', 'الخبر'],
      ['Dhahran', 'الظهران'],
      ['Al-Ahsa', 'الأحساء'],
    ],
  },
  {
    name: ['Qassim', 'القصيم'],
    areas: [
      ['Buraydah', 'بريدة'],
      ['Unaizah', 'عنيزة'],
    ],
  },
  {
    name: ['Asir', 'عسير'],
    areas: [
      ['Abha', 'أبها'],
      ['Khamis Mushait', 'خميس مشيط'],
    ],
  },
  { name: ['Tabuk', 'تبوك'], areas: [['Tabuk', 'تبوك']] },
  { name: ['Hail', 'حائل'], areas: [['Hail', 'حائل']] },
  { name: ['Northern Borders', 'الحدود الشمالية'], areas: [['Arar', 'عرعر']] },
  { name: ['Jazan', 'جازان'], areas: [['Jazan', 'جازان']] },
  { name: ['Najran', 'نجران'], areas: [['Najran', 'نجران']] },
  { name: ['Al-Bahah', 'الباحة'], areas: [['Al-Bahah', 'الباحة']] },
  { name: ['Al-Jouf', 'الجوف'], areas: [['Sakaka', 'سكاكا']] },
];

const EMIRATES: readonly DistrictSeed[] = [
  {
    name: ['Abu Dhabi', 'أبوظبي'],
    areas: [
      ['Al Ain', 'العين'],
      ['Khalifa City', 'مدينة خليفة'],
    ],
  },
  {
    name: ['Dubai', 'دبي'],
    areas: [
      ['Deira', 'ديرة'],
      ['Jumeirah', 'جميرا'],
      ['Al Barsha', 'البرشاء'],
      ['Dubai Marina', 'دبي مارينا'],
    ],
  },
  {
    name: ['Sharjah', 'الشارقة'],
    areas: [
      ['Al Majaz', 'المجاز'],
      ['Al Nahda', 'النهدة'],
    ],
  },
  { name: ['Ajman', 'عجمان'], areas: [['Al Nuaimiya', 'النعيمية']] },
  { name: ['Umm Al Quwain', 'أم القيوين'], areas: [['Al Salama', 'السلامة']] },
  { name: ['Ras Al Khaimah', 'رأس الخيمة'], areas: [['Al Nakheel', 'النخيل']] },
  { name: ['Fujairah', 'الفجيرة'], areas: [['Dibba', 'دبا']] },
];

const BAHRAIN: readonly DistrictSeed[] = [
  {
    name: ['Capital', 'العاصمة'],
    areas: [
      ['Manama', 'المنامة'],
      ['Juffair', 'الجفير'],
      ['Seef', 'السيف'],
    ],
  },
  {
    name: ['Muharraq', 'المحرق'],
    areas: [
      ['Muharraq', 'المحرق'],
      ['Busaiteen', 'البسيتين'],
    ],
  },
  {
    name: ['Northern', 'الشمالية'],
    areas: [
      ['Budaiya', 'البديع'],
      ['Hamad Town', 'مدينة حمد'],
    ],
  },
  {
    name: ['Southern', 'الجنوبية'],
    areas: [
      ['Riffa', 'الرفاع'],
      ['Isa Town', 'مدينة عيسى'],
      ['Awali', 'عوالي'],
    ],
  },
];

export const DEMO_REGIONS: Readonly<Record<string, readonly DistrictSeed[]>> = {
  KW: KUWAIT,
  SA: SAUDI_ARABIA,
  AE: EMIRATES,
  BH: BAHRAIN,
};
