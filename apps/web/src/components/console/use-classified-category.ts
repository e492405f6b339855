import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CLASSIFIED_TYPES, classifiedNameFromParam, type ClassifiedTypeKey } from '@souq/contract/constants';
import { messages } from '@/i18n/console/messages';
import { useConsoleLanguage } from '@/i18n/console/language-state';
import { categoriesLookup } from '@/queries/lookups';

export interface ClassifiedCategory {
  /** The spec's alert when the address lacks a parameter; nothing else is usable then. */
  problem: string | null;
  categoryId: string;
  /** The type as the address names it ('-' back to '&'), e.g. 'buy & sell'. */
  typeName: string;
  /** How the screens name it: the category's Arabic name in the Arabic console, else the type name (the spec's titles). */
  displayName: string;
  /** Which add form and dropdown values apply; null while the category loads or when it has none. */
  typeKey: ClassifiedTypeKey | null;
  /** The `?id=…&classified=…` to carry to the add and dropdown pages. */
  search: string;
  loading: boolean;
}

/** Reads `?id={categoryId}&classified={type}` of the classified pages. */
export function useClassifiedCategory(): ClassifiedCategory {
  const [searchParams] = useSearchParams();
  const categoryId = searchParams.get('id') ?? '';
  const classified = searchParams.get('classified') ?? '';
  const categories = useQuery(categoriesLookup());
  const language = useConsoleLanguage();
  const typeName = classifiedNameFromParam(classified);
  const category = categories.data?.find((item) => item._id === categoryId);
  const typeKey = category?.classifiedType ?? CLASSIFIED_TYPES.find((type) => type.name === typeName)?.key ?? null;
  const problem = !categoryId ? messages.classified.idMissing : !classified ? messages.classified.typeMissing : null;
  const search = new URLSearchParams({ id: categoryId, classified }).toString();
  const displayName = language === 'ar' && category?.category_ar ? category.category_ar : typeName;
  return { problem, categoryId, typeName, displayName, typeKey, search, loading: categories.isPending };
}
