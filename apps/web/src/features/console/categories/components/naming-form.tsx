import type { FormEvent, ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { messages } from '@/i18n/console/messages';
import { FormCard } from '@/components/form/form-card';
import { ImageField, type ImageFieldState } from '@/components/form/image-field';
import { TextField } from '@/components/form/text-field';

const t = messages.console.categories;

export interface NamingValues {
  name_en: string;
  name_ar: string;
  /** The parent category (sub-category form only). */
  category_id?: string;
  /** The category's listing lifetime in days, as typed (category form only). */
  lifetime_days?: string;
}

export interface NamingFormProps {
  title: string;
  image: ImageFieldState;
  currentImage: string | null;
  control: Control<NamingValues>;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
  /** Unsaved changes to the names or the parent (a picked image counts too). */
  dirty: boolean;
  /** Fields between the image and the names (the sub-category's parent dropdown). */
  children?: ReactNode;
  /** Fields after the names (the category's listing lifetime). */
  after?: ReactNode;
}

/** The category and sub-category forms: image picker, Name(EN), Name(AR), Save, Back. */
export function NamingForm({ title, image, currentImage, control, busy, onSubmit, onBack, dirty, children, after }: NamingFormProps) {
  return (
    <FormCard title={title} busy={busy} onSubmit={onSubmit} onBack={onBack} dirty={dirty} image={image} labels={t}>
      <ImageField field={image} label={t.image} currentUrl={currentImage} />
      {children}
      <TextField control={control} name="name_en" label={t.formNameEn} required />
      <TextField control={control} name="name_ar" label={t.formNameAr} required dir="rtl" />
      {after}
    </FormCard>
  );
}
