import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { SubCategory } from '@souq/contract/categories';
import { englishMessages, messages } from '@/i18n/console/messages';
import { useImageField } from '@/components/form/image-field';
import { SelectField } from '@/components/form/select-field';
import type { ListFormEvents } from '@/components/console/list-or-form';
import { errorText } from '@/lib/api-client';
import { categoriesLookup } from '@/queries/lookups';
import { useSaveSubCategory } from '../api';
import { NamingForm, type NamingValues } from './naming-form';
import { categoryName } from '@/lib/names';
import { useConsoleLanguage } from '@/i18n/console/language-state';

const s = englishMessages.subCategory;
const t = messages.console.subCategories;

const ZSubCategoryFields = z.object({
  category_id: z
    .string()
    .optional()
    .refine((value) => Boolean(value), s.categoryRequired),
  name_en: z.string().trim().min(1, s.nameEnRequired),
  name_ar: z.string().trim().min(1, s.nameArRequired),
});

export interface SubCategoryFormProps extends ListFormEvents {
  subCategory?: SubCategory;
  /** Preselects the parent when adding from a filtered list. */
  defaultCategoryId?: string;
}

/**
 * 'Add New Sub Classified Category': image picker, parent dropdown ('Select Category' first),
 * Name(EN), Name(AR). The image is optional: without one, create and edit send an empty image.
 */
export function SubCategoryForm({ subCategory, defaultCategoryId = '', onSaved, onFailed, onBack }: SubCategoryFormProps) {
  const language = useConsoleLanguage();
  const image = useImageField('categories', { required: false });
  const save = useSaveSubCategory();
  const categories = useQuery(categoriesLookup());
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<NamingValues>({
    resolver: zodResolver(ZSubCategoryFields),
    defaultValues: {
      category_id: subCategory?.category_id._id ?? defaultCategoryId,
      name_en: subCategory?.sub_category_en ?? '',
      name_ar: subCategory?.sub_category_ar ?? '',
    },
  });
  const busy = image.uploading || save.isPending;

  const submit = handleSubmit(async (values) => {
    try {
      const uploaded = await image.upload();
      const fields = {
        category_id: values.category_id ?? '',
        sub_category_en: values.name_en,
        sub_category_ar: values.name_ar,
        sub_category_image: uploaded ?? '',
      };
      if (subCategory) await save.mutateAsync({ sub_category_id: subCategory._id, ...fields });
      else await save.mutateAsync(fields);
      reset({ category_id: '', name_en: '', name_ar: '' });
      image.reset();
      onSaved(subCategory ? messages.generic.updateSuccess : messages.generic.dataAdded);
    } catch (error) {
      onFailed(errorText(error));
    }
  });

  const options = [
    { value: '', label: t.selectCategory },
    ...(categories.data ?? []).map((category) => ({ value: category._id, label: categoryName(language, category) })),
  ];

  return (
    <NamingForm
      title={t.formTitle}
      image={image}
      currentImage={subCategory?.sub_category_image || null}
      control={control}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      dirty={isDirty}
    >
      <SelectField control={control} name="category_id" label={t.parent} required data={options} disabled={categories.isPending} />
    </NamingForm>
  );
}
