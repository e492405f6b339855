import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LISTING_LIFETIME_DAYS } from '@souq/contract/constants';
import type { Category } from '@souq/contract/categories';
import { englishMessages, messages } from '@/i18n/console/messages';
import { useImageField } from '@/components/form/image-field';
import type { ListFormEvents } from '@/components/console/list-or-form';
import { errorText } from '@/lib/api-client';
import { useSaveCategory } from '../api';
import { NamingForm, type NamingValues } from './naming-form';
import { TextField } from '@/components/form/text-field';

const c = englishMessages.category;

const ZCategoryNames = z.object({
  name_en: z.string().trim().min(1, c.nameEnRequired),
  name_ar: z.string().trim().min(1, c.nameArRequired),
  lifetime_days: z
    .string()
    .optional()
    .refine(
      (v) => v !== undefined && /^\d{1,3}$/.test(v.trim()) && Number(v) >= LISTING_LIFETIME_DAYS.min && Number(v) <= LISTING_LIFETIME_DAYS.max,
      c.lifetimeInvalid,
    ),
});

export interface CategoryFormProps extends ListFormEvents {
  /** Edit mode when present (fields prefilled); create mode otherwise. */
  category?: Category;
}

/**
 * 'Add New Classified Category' in create or edit mode. Save validates, uploads the picked
 * image through the pre-signed flow, then creates or edits with the stored path; editing
 * without a new image keeps the old one and uploads nothing.
 */
export function CategoryForm({ category, onSaved, onFailed, onBack }: CategoryFormProps) {
  const image = useImageField('categories', { required: !category, requiredMessage: messages.category.imageRequired });
  const save = useSaveCategory();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<NamingValues>({
    resolver: zodResolver(ZCategoryNames),
    defaultValues: {
      name_en: category?.category_en ?? '',
      name_ar: category?.category_ar ?? '',
      lifetime_days: String(category?.lifetime_days ?? LISTING_LIFETIME_DAYS.default),
    },
  });
  const busy = image.uploading || save.isPending;

  const submit = handleSubmit(async (values) => {
    if (image.checkMissing()) return;
    try {
      const uploaded = await image.upload();
      const names = { category_en: values.name_en, category_ar: values.name_ar, lifetime_days: Number(values.lifetime_days) };
      if (category) {
        await save.mutateAsync({ category_id: category._id, ...names, category_image: uploaded ?? '' });
      } else {
        await save.mutateAsync({ ...names, category_image: uploaded ?? '' });
      }
      reset({ name_en: '', name_ar: '', lifetime_days: String(LISTING_LIFETIME_DAYS.default) });
      image.reset();
      onSaved(category ? messages.generic.updateSuccess : messages.generic.dataAdded);
    } catch (error) {
      onFailed(errorText(error));
    }
  });

  return (
    <NamingForm
      title={messages.console.categories.formTitle}
      image={image}
      currentImage={category?.category_image ?? null}
      control={control}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      dirty={isDirty}
      after={
        <TextField
          control={control}
          name="lifetime_days"
          label={messages.console.categories.lifetimeDays}
          description={messages.console.categories.lifetimeHint}
          inputMode="numeric"
          dir="ltr"
          required
        />
      }
    />
  );
}
