import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubCategory } from '@souq/contract/categories';
import type { DropdownValue } from '@souq/contract/dropdown-values';
import type { MemberProfile } from '@souq/contract/members-account';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import '@/i18n/members/market';
import { clearMemberSession, saveMemberSession } from '@/lib/members/session';
import { attachNotifications } from '@/lib/notify';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { marketKeys } from '../api';
import { ListingPage } from './listing-page';

const seller = { _id: 'seller-1', name: 'Salem', email: 'salem@souq.test', role: 'user' as const, photo: null, token: 'seller.token' };
const buyer = { _id: 'buyer-1', name: 'Bana', email: 'bana@souq.test', role: 'user' as const, photo: null, token: 'buyer.token' };

const listing: MemberClassifiedDetail = {
  _id: 'listing-1',
  title: 'Camry 2020',
  description: 'One owner',
  price: 4500,
  mobile: '96550001234',
  image_url: null,
  active: true,
  user_id: { _id: seller._id, name: seller.name, photo: null },
  category_id: { _id: 'c1', category_en: 'Cars' },
  currencyDetails: { currency_symbol: 'KD', currency_code: 'KWD' },
  createdAt: new Date('2026-11-25T10:00:00Z'),
  updatedAt: new Date('2026-11-25T10:00:00Z'),
  address: 'Block 1',
  country_id: { _id: 'KW', country_english: 'Kuwait' },
  district_id: { _id: 'd1', district_en: 'Hawalli', district_ar: 'حولي' },
  area_id: null,
  sub_category_id: null,
  media: [],
  classifiedType: 'automotive',
  allowed: true,
  sold: false,
  favouritedByMe: false,
  featured: false,
  expiresAt: new Date('2099-01-01T00:00:00Z'),
  nextBumpAt: null,
  soldAt: null,
  sellerPhone: null,
  stats: null,
  reserved: false,
  reservedUntil: null,
  reservedForMe: false,
};

const sellerProfile: MemberProfile = {
  _id: seller._id,
  name: seller.name,
  photo: null,
  createdAt: new Date('2025-03-10T10:00:00Z'),
  followers: 0,
  following: 0,
  posts: 0,
  followedByMe: false,
  blockedByMe: false,
  emailVerified: true,
  listings: 4,
  replies: { asked: 10, answered: 9, medianMinutes: 25 },
};

/** The listing's page with the listing already loaded, as the member whose session is stored. */
function showListing(data: MemberClassifiedDetail = listing, models: DropdownValue[] = [], makes: SubCategory[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(marketKeys.listing(data._id), data);
  client.setQueryData(marketKeys.subCategories(data.category_id._id), { subCategories: makes });
  client.setQueryData(marketKeys.dropdown(data.category_id._id, 'model'), { values: models, isNext: false });
  client.setQueryData(marketKeys.seller(data.user_id._id), sellerProfile);
  return renderForMembers(
    <QueryClientProvider client={client}>
      <ListingPage />
    </QueryClientProvider>,
    `/app/classifieds/${data._id}`,
    '/app/classifieds/:id',
  );
}

describe('a listing’s page', () => {
  beforeEach(async () => {
    await startMembersLanguage('en');
  });
  afterEach(() => clearMemberSession());

  it('offers its seller Edit, to the edit page, with Mark as sold and Delete, and no buyer’s actions', async () => {
    saveMemberSession(seller);
    showListing();
    const manage = await screen.findByRole('region', { name: 'Manage your listing' });
    expect(within(manage).getByRole('link', { name: 'Edit listing' })).toHaveAttribute('href', '/app/classifieds/listing-1/edit');
    expect(within(manage).getByRole('button', { name: 'Mark as sold' })).toBeInTheDocument();
    expect(within(manage).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat with seller' })).not.toBeInTheDocument();
  });

  it('leaves Mark as sold out once the listing is sold, and still lets its seller edit it', async () => {
    saveMemberSession(seller);
    showListing({ ...listing, sold: true, soldAt: new Date('2026-11-26T10:00:00Z') });
    const manage = await screen.findByRole('region', { name: 'Manage your listing' });
    expect(within(manage).getByRole('link', { name: 'Edit listing' })).toBeInTheDocument();
    expect(within(manage).queryByRole('button', { name: 'Mark as sold' })).not.toBeInTheDocument();
  });

  it('never shows another member the seller’s actions', async () => {
    saveMemberSession(buyer);
    showListing();
    expect(await screen.findByRole('button', { name: 'Chat with seller' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manage your listing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /edit/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /mark as sold|delete/i })).not.toBeInTheDocument();
  });

  it('names the seller’s actions in Arabic', async () => {
    await startMembersLanguage('ar');
    saveMemberSession(seller);
    showListing();
    const manage = await screen.findByRole('region', { name: 'إدارة إعلانك' });
    expect(within(manage).getByRole('link', { name: 'تعديل الإعلان' })).toBeInTheDocument();
  });

  it('shows the values the seller picked in Arabic in the Arabic page: model, fuel, transmission, place', async () => {
    await startMembersLanguage('ar');
    saveMemberSession(buyer);
    const camry: DropdownValue = {
      _id: 'm1',
      value_en: 'Camry',
      value_ar: 'كامري',
      category_id: 'c1',
      sub_category_id: null,
      identity_name: 'model',
      createdAt: new Date('2026-11-01T00:00:00Z'),
    };
    // "petrol" as the API may have stored it: the list's choice all the same.
    showListing({ ...listing, model: 'Camry', fuelType: 'petrol', transmission: 'Automatic' }, [camry]);
    const details = await screen.findByRole('region', { name: 'التفاصيل' });
    expect(within(details).getByText('كامري')).toBeInTheDocument();
    expect(within(details).getByText('بنزين')).toBeInTheDocument();
    expect(within(details).getByText('أوتوماتيك')).toBeInTheDocument();
    expect(within(details).queryByText(/Camry|Petrol|Automatic/i)).not.toBeInTheDocument();
    expect(screen.getByText('حولي')).toBeInTheDocument();
  });

  it('says a car’s make, year, kilometres and colour in Arabic: a line under the price and the spec list, make first', async () => {
    await startMembersLanguage('ar');
    saveMemberSession(buyer);
    const toyota: SubCategory = {
      _id: 'toyota',
      category_id: { _id: 'c1', category_en: 'Cars' },
      sub_category_en: 'Toyota',
      sub_category_ar: 'تويوتا',
      sub_category_image: '',
    };
    const car = { ...listing, sub_category_id: { _id: 'toyota', sub_category_en: 'Toyota' }, model: 'Camry', year: '2021', mileage: '45000', colour: 'white' };
    showListing(car, [], [toyota]);
    expect(await screen.findByTestId('listing-facts')).toHaveTextContent('٢٠٢١، ٤٥٬٠٠٠ كم');
    const details = await screen.findByRole('region', { name: 'التفاصيل' });
    expect(within(details).getByText('تويوتا')).toBeInTheDocument();
    expect(within(details).getByText('٢٠٢١')).toBeInTheDocument();
    expect(within(details).getByText('٤٥٬٠٠٠')).toBeInTheDocument();
    expect(within(details).getByText('أبيض')).toBeInTheDocument();
    const labels = [...details.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels.slice(0, 5)).toEqual(['الشركة المصنعة', 'الطراز', 'سنة الصنع', 'الممشى (كم)', 'اللون']);
  });

  it('says a flat’s size, rent and furnishing under the price', async () => {
    saveMemberSession(buyer);
    showListing({ ...listing, classifiedType: 'property', leaseType: 'rent', size: '120', furnished: true });
    expect(await screen.findByTestId('listing-facts')).toHaveTextContent('120 m² · For rent · Furnished');
  });

  it('opens its photos full screen in Arabic, at the photo shown, on the sized copy, and goes to the next and back', async () => {
    await startMembersLanguage('ar');
    saveMemberSession(buyer);
    const photos = ['/uploads/a/front.jpg', '/uploads/a/side.jpg', '/uploads/a/back.jpg'];
    showListing({ ...listing, media: photos.map((url) => ({ url, type: 'image' as const })) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'عرض الصورة ٢' }));
    await user.click(screen.getByRole('button', { name: 'فتح الصورة ٢ من ٣ بملء الشاشة' }));

    const viewer = await screen.findByRole('dialog', { name: 'صور الإعلان' });
    // The shown photo is the second, as its 1280 px copy, never the photo as uploaded.
    const shown = within(viewer).getByRole('group', { name: 'الصورة 2 من 3' });
    expect(within(shown).getByRole('img', { name: 'الصورة ٢ من ٣' })).toHaveAttribute('src', '/uploads/a/side.jpg.w1280.webp');
    expect(within(viewer).getByText('٢ / ٣')).toBeInTheDocument();

    await user.click(within(viewer).getByRole('button', { name: 'الصورة التالية' }));
    await waitFor(() => expect(within(viewer).getByText('٣ / ٣')).toBeInTheDocument());
    await user.click(within(viewer).getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'صور الإعلان' })).not.toBeInTheDocument());
    // The page's gallery follows the photo the buyer stopped at.
    expect(screen.getByRole('button', { name: 'عرض الصورة ٣' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('names the seller as a link to their listings, with what a buyer judges them by, in Arabic', async () => {
    await startMembersLanguage('ar');
    saveMemberSession(buyer);
    showListing();
    const card = await screen.findByRole('region', { name: 'البائع' });
    expect(within(card).getByRole('link', { name: 'Salem' })).toHaveAttribute('href', '/app/classifieds/sellers/seller-1');
    expect(within(card).getByText('البريد موثّق')).toBeInTheDocument();
    expect(within(card).getByText('عضو منذ مارس ٢٠٢٥')).toBeInTheDocument();
    expect(within(card).getByText(/^يرد عادةً خلال ساعة · يرد على ٩٠\s?٪ من المشترين$/)).toBeInTheDocument();
  });

  it('shares the listing’s page at its real path, copying the link where there is no share sheet', async () => {
    saveMemberSession(buyer);
    const writeText = vi.fn(() => Promise.resolve());
    // Defined, not assigned: a test before this one may have given navigator a clipboard getter (user-event does).
    vi.stubGlobal('navigator', Object.create(navigator, { share: { value: undefined }, clipboard: { value: { writeText } } }) as Navigator);
    const shown: unknown[] = [];
    const detach = attachNotifications((notification) => shown.push(notification.message));
    try {
      showListing();
      await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
      const link = `${window.location.origin}/l/listing-1/camry-2020`;
      expect(writeText).toHaveBeenCalledWith(link);
      await vi.waitFor(() => expect(shown).toContain(`Link copied: ${link}`));
    } finally {
      detach();
      vi.unstubAllGlobals();
    }
  });

  it('shows a buyer Call and WhatsApp only when the seller shows a verified phone; the WhatsApp message names the listing and its link', async () => {
    saveMemberSession(buyer);
    showListing();
    expect(await screen.findByRole('button', { name: 'Chat with seller' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /call the seller/i })).not.toBeInTheDocument();
    cleanup();

    saveMemberSession(buyer);
    showListing({ ...listing, sellerPhone: '+96550001234' });
    const call = await screen.findByRole('link', { name: 'Call the seller on +96550001234' });
    expect(call).toHaveAttribute('href', 'tel:+96550001234');
    const whatsapp = screen.getByRole('link', { name: 'Message the seller on WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/96550001234');
    expect(href.searchParams.get('text')).toBe(`Hello, I saw your listing “Camry 2020” on Souq: ${window.location.origin}/l/listing-1/camry-2020`);
  });

  it('shows its seller the statistics instead of the buyer’s buttons', async () => {
    saveMemberSession(seller);
    showListing({ ...listing, sellerPhone: '+96550001234', stats: { views: 12, calls: 1, whatsapp: 2, chats: 3, favourites: 0 } });
    const stats = await screen.findByRole('list', { name: 'Statistics for Camry 2020' });
    expect(within(stats).getByText('12 views')).toBeInTheDocument();
    expect(within(stats).getByText('1 call')).toBeInTheDocument();
    expect(within(stats).getByText('2 WhatsApp taps')).toBeInTheDocument();
    expect(within(stats).getByText('3 chats')).toBeInTheDocument();
    expect(within(stats).getByText('0 favourites')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /call the seller/i })).not.toBeInTheDocument();
  });

  it('names Call and WhatsApp in Arabic and counts the statistics in Arabic digits', async () => {
    await startMembersLanguage('ar');
    saveMemberSession(buyer);
    showListing({ ...listing, sellerPhone: '+96550001234' });
    expect(await screen.findByRole('link', { name: 'اتصل بالبائع على +96550001234' })).toHaveTextContent('اتصال');
    const whatsapp = screen.getByRole('link', { name: 'راسل البائع عبر واتساب' });
    expect(new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text')).toContain('«Camry 2020»');
    cleanup();
    saveMemberSession(seller);
    showListing({ ...listing, stats: { views: 12, calls: 2, whatsapp: 0, chats: 1, favourites: 3 } });
    const stats = await screen.findByRole('list', { name: 'إحصاءات Camry 2020' });
    expect(within(stats).getByText('١٢ مشاهدة')).toBeInTheDocument();
    expect(within(stats).getByText('اتصالان')).toBeInTheDocument();
  });
});
