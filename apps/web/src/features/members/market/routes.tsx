import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

/** The texts of the marketplace's screens, before they render (their own namespace, loaded with them). */
const texts = () => import('@/i18n/members/market').then((m) => m.marketI18nLoader);

/** The members' classifieds, inside the shell; paths relative to /app. */
export const memberRoutes: RouteObject[] = [
  {
    path: 'sell',
    lazy: {
      loader: texts,
      Component: screen(
        () => import('./pages/sell-page'),
        (m) => m.SellPage,
      ),
    },
  },
  {
    path: 'classifieds',
    lazy: {
      loader: texts,
      Component: screen(
        () => import('./pages/categories-page'),
        (m) => m.CategoriesPage,
      ),
    },
  },
  {
    path: 'classifieds/search',
    lazy: {
      loader: texts,
      Component: screen(
        () => import('./pages/search-page'),
        (m) => m.SearchPage,
      ),
    },
  },
  {
    path: 'classifieds/mine',
    lazy: {
      loader: texts,
      Component: screen(
        () => import('./pages/my-listings-page'),
        (m) => m.MyListingsPage,
      ),
    },
  },
  {
    path: 'classifieds/favourites',
    lazy: {
      loader: texts,
      Component: screen(
        () => import('./pages/favourites-page'),
        (m) => m.FavouritesPage,
      ),
    },
  },
  {
    path: 'classifieds/sellers/:id',
    lazy: {
      loader: texts,
      Component: screen(
        () => import('./pages/seller-page'),
        (m) => m.SellerPage,
      ),
    },
  },
  {
    path: 'classifieds/:id/edit',
    lazy: {
      loader: texts,
      Component: screen(
        () => import('./pages/edit-listing-page'),
        (m) => m.EditListingPage,
      ),
    },
  },
  {
    path: 'classifieds/:id',
    lazy: {
      loader: texts,
      Component: screen(
        () => import('./pages/listing-page'),
        (m) => m.ListingPage,
      ),
    },
  },
];
