import { dropdownValues } from '../../db/schema/categories';

/** A dropdown value as every answer shows it. */
export const valueColumns = {
  _id: dropdownValues.id,
  value_en: dropdownValues.valueEn,
  value_ar: dropdownValues.valueAr,
  category_id: dropdownValues.categoryId,
  sub_category_id: dropdownValues.subCategoryId,
  identity_name: dropdownValues.identityName,
  createdAt: dropdownValues.createdAt,
};
