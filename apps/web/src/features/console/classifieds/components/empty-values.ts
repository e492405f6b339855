import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { listingFields } from '@souq/contract/listing-fields';

/** Empty values of a type's form: flags start false (the spec's parking default), text empty. */
export function emptyValues(type: ClassifiedTypeKey, country: string): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {
    country_id: country,
    district_id: '',
    area_id: '',
    sub_category_id: '',
    address: '',
    title: '',
    description: '',
    mobile: '',
    price: '',
  };
  for (const field of listingFields(type)) values[field.name] = field.kind === 'flag' ? false : '';
  return values;
}
