import type { Category } from '@souq/contract/categories';
import type { District } from '@souq/contract/regions';
import { api, type ApiSession } from './browser';

/** The classified categories (the demo data's, and whatever tests added), as anyone may list them. */
export async function demoCategories(session: ApiSession): Promise<Category[]> {
  return (await api<{ categories: Category[] }>(session, 'GET', '/api/category/get-categories')).body.categories;
}

/** The first category of a classified type ('property', 'automotive', 'boat', …). */
export function categoryOfType(categories: readonly Category[], type: string): Category {
  const category = categories.find((item) => item.classifiedType === type);
  if (!category) throw new Error(`the demo data has no ${type} category`);
  return category;
}

/** The first category of a classified type, asked of the server. */
export async function demoCategoryOfType(session: ApiSession, type: string): Promise<Category> {
  return categoryOfType(await demoCategories(session), type);
}

/** Kuwait's first district, where the tests put what they list. */
export async function firstDistrictOfKuwait(session: ApiSession): Promise<District> {
  const [district] = (await api<{ districts: District[] }>(session, 'GET', '/api/get-districts?country_id=KW')).body.districts;
  if (!district) throw new Error('the demo data has no district in Kuwait');
  return district;
}
