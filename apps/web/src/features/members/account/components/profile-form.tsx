import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MEMBER_GENDERS, ZUpdateMyAccountRequest, type MyAccount, type UpdateMyAccountRequest } from '@souq/contract/members-account';
import { BusyForm } from '@/components/form/busy-form';
import { SelectField } from '@/components/form/select-field';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { TextField } from '@/components/form/text-field';
import { FormFailure } from '@/components/members/form-failure';
import { useImageUpload } from '@/components/use-image-upload';
import { UPLOAD_MAX_SIDE } from '@/lib/scale-photo';
import { errorText } from '@/lib/api-client';
import { memberAuth } from '@/lib/members/api';
import { useUpdateMyAccount } from '../api';
import { countryOptions } from '../country-options';
import { PhotoField } from './photo-field';

/** What the inputs hold: text, '' for "none". */
interface ProfileValues {
  name: string;
  gender: string;
  phone: string;
  country_id: string;
}
type ProfileField = keyof ProfileValues;
const FIELDS: readonly ProfileField[] = ['name', 'gender', 'phone', 'country_id'];

const shape = ZUpdateMyAccountRequest.shape;
/**
 * The contract's ZUpdateMyAccountRequest with the inputs' '' read as the API's "none": no gender
 * is null, and an account without a country (made before countries were asked) keeps none.
 */
const ZProfileValues = z.object({
  name: shape.name,
  gender: z.preprocess((value) => (value === '' ? null : value), shape.gender),
  phone: shape.phone,
  country_id: z.preprocess((value) => (value === '' ? undefined : value), shape.country_id),
});
// The resolver answers the parsed request (ZProfileValues' output); the form kit's fields are typed on the inputs.
const resolver = zodResolver(ZProfileValues) as unknown as Resolver<ProfileValues>;

const isGender = (value: string | null): boolean => (MEMBER_GENDERS as readonly (string | null)[]).includes(value);

function valuesOf(account: MyAccount): ProfileValues {
  return {
    name: account.name,
    // Text an older account holds that is neither choice shows as "prefer not to say" and is kept unless changed.
    gender: account.gender && isGender(account.gender) ? account.gender : '',
    phone: account.phone ?? '',
    country_id: account.country_id ?? '',
  };
}

/**
 * Name, photo, gender, phone and country: only what changed is sent (PATCH /api/v1/me). A
 * refusal keeps everything typed, on the field it concerns when the server names one.
 *
 * What changed is read by comparing the inputs with the values the form last started from, not
 * from react-hook-form's dirtyFields: that proxy is only kept up to date for a state read while
 * rendering, and read in the submit handler alone it stayed empty, so a changed phone or gender
 * went out as an empty update and the form still said "saved".
 */
export function ProfileForm({ account }: { account: MyAccount }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateMyAccount();
  const image = useImageUpload('profiles', memberAuth, UPLOAD_MAX_SIDE);
  const [photoRemoved, setPhotoRemoved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const [start, setStart] = useState(() => valuesOf(account));
  const { control, handleSubmit, setError, reset, getValues, formState } = useForm<ProfileValues>({
    resolver,
    defaultValues: start,
  });
  const busy = formState.isSubmitting || image.uploading;

  const genders = [
    { value: '', label: t('editProfile.genderUnset') },
    { value: 'male', label: t('editProfile.male') },
    { value: 'female', label: t('editProfile.female') },
  ];
  const countries = [{ value: '', label: t('editProfile.countryPlaceholder'), disabled: true }, ...countryOptions(i18n.language)];

  const submit = handleSubmit(async (checked) => {
    const values = checked as unknown as UpdateMyAccountRequest;
    setFailure(null);
    setSaved(false);
    setUnchanged(false);
    const typed = getValues();
    const changes: UpdateMyAccountRequest = {};
    for (const field of FIELDS) {
      if (typed[field] !== start[field]) Object.assign(changes, { [field]: values[field] });
    }
    if (Object.keys(changes).length === 0 && !image.file && !photoRemoved) {
      setUnchanged(true);
      return;
    }
    try {
      if (image.file) changes.photo = await image.upload();
      else if (photoRemoved) changes.photo = null;
      const answer = await update.mutateAsync(changes);
      const next = valuesOf(answer);
      reset(next);
      setStart(next);
      image.reset();
      setPhotoRemoved(false);
      setSaved(true);
    } catch (error) {
      if (!showServerFieldErrors(error, setError, FIELDS)) setFailure(errorText(error));
    }
  });

  return (
    <BusyForm label={t('editProfile.title')} busy={busy} onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <FormFailure text={failure} withIcon />
        <PhotoField image={image} currentUrl={account.photo} removed={photoRemoved} onRemovedChange={setPhotoRemoved} name={account.name} />
        <TextField control={control} name="name" label={t('editProfile.name')} autoComplete="name" required />
        <SelectField control={control} name="gender" label={t('editProfile.gender')} data={genders} />
        <TextField control={control} name="phone" label={t('editProfile.phone')} type="tel" inputMode="tel" autoComplete="tel" />
        <SelectField control={control} name="country_id" label={t('editProfile.country')} data={countries} autoComplete="country" />
        {saved && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status" py="xs">
            {t('editProfile.saved')}
          </Alert>
        )}
        {unchanged && (
          <Alert color="gray" variant="light" role="status" py="xs">
            {t('editProfile.unchanged')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading={busy}>
            {t('editProfile.save')}
          </Button>
        </Group>
      </Stack>
    </BusyForm>
  );
}
