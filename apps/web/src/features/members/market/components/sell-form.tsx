import { useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZCreateClassifiedRequest, type MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { createClassifiedRoute, type updateClassifiedRoute } from '@souq/contract/members-classifieds-routes';
import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { LISTING_CHOICES, type ListingField } from '@souq/contract/listing-fields';
import { useMarketText, type MarketKey } from '@/i18n/members/market';
import { useServerText } from '@/i18n/members/server-text';
import { CheckboxField } from '@/components/form/checkbox-field';
import { ComboboxField } from '@/components/form/combobox-field';
import { requestResolver } from '@/components/form/request-resolver';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { FormPanel } from '@/components/members/form-panel';
import { errorText, type RouteInput } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { callMemberRoute, memberAuth } from '@/lib/members/api';
import { moveItem } from '@/lib/members/move-item';
import { uploadImage } from '@/lib/upload';
import { UPLOAD_MAX_SIDE } from '@/lib/scale-photo';
import { areasQuery, districtsQuery, marketKeys, subCategoriesQuery, useUpdateListing } from '../api';
import { asksForMake, editBody, isMemberOptional, sellBody, sellFields, valuesFromListing, type SellValues } from '../sell-fields';
import { DropdownValueField } from './dropdown-value-select';
import { SellPhotos, type SellPhoto } from './sell-photos';
import { areaName, districtName, subCategoryName } from '@/lib/names';

const MAX_PHOTOS = 10;

/** The fields every type's form has, before the type's own. */
const COMMON_FIELDS = ['title', 'description', 'price', 'mobile', 'district_id', 'area_id', 'address', 'sub_category_id'];

export interface SellFormProps {
  categoryId: string;
  categoryName: string;
  type: ClassifiedTypeKey;
  country: string;
  /** Editing this listing: the form starts with its values and photos and saves with PATCH. */
  listing?: MemberClassifiedDetail;
}

/** What the form's checks need beside its values: the uploaded photos' paths, in their order. */
interface SellContext {
  media: string[];
}

let photoCounter = 0;
const photoKey = () => `photo-${++photoCounter}`;

/** The listing's stored photos, as the form shows them (already uploaded: nothing to wait for). */
const storedPhotos = (listing: MemberClassifiedDetail | undefined): SellPhoto[] =>
  (listing?.media ?? []).filter((item) => item.type === 'image').map((item) => ({ key: photoKey(), path: item.url, progress: 1 }));

/**
 * A listing's form for its type, checked by the contract's own schema (the console's add forms'
 * rules and messages), for a new listing or an edit. Whatever the member typed stays through
 * every refusal.
 */
export function SellForm({ categoryId, categoryName, type, country, listing }: SellFormProps) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const translate = useServerText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editing = Boolean(listing);
  const [photos, setPhotos] = useState<SellPhoto[]>(() => storedPhotos(listing));
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const media = photos.flatMap((photo) => (photo.path ? [photo.path] : []));
  // An edit keeps the add form's rules: the same schema checks the whole listing.
  const resolver = useMemo(
    () =>
      requestResolver<SellValues, SellContext, SellValues>((values, context) => {
        const checked = ZCreateClassifiedRequest.safeParse(
          sellBody(type, values, { category_id: categoryId, country_id: country, media: context?.media ?? [] }),
        );
        return checked.success ? { success: true, data: values } : checked;
      }),
    [type, categoryId, country],
  );
  const { control, handleSubmit, setError, clearErrors, setValue, formState } = useForm<SellValues, SellContext, SellValues>({
    resolver,
    context: { media },
    defaultValues: listing ? valuesFromListing(listing) : {},
  });
  const busy = formState.isSubmitting;
  const districtId = useWatch({ control, name: 'district_id' });
  const districts = useQuery(districtsQuery(country));
  const areas = useQuery(areasQuery(typeof districtId === 'string' ? districtId : ''));
  const withMake = asksForMake(type);
  const makes = useQuery({ ...subCategoriesQuery(categoryId), enabled: withMake && Boolean(categoryId) });
  const make = useWatch({ control, name: 'sub_category_id' });
  const fields = sellFields(type);

  const opened = (id: string) => void navigate(`${memberPaths.classifieds}/${id}`);
  const create = useMutation({
    mutationFn: (body: RouteInput<typeof createClassifiedRoute>) => callMemberRoute(createClassifiedRoute, body),
    onSuccess: (created) => {
      queryClient.setQueryData(marketKeys.listing(created._id), created);
      void queryClient.invalidateQueries({ queryKey: marketKeys.mine });
      void queryClient.invalidateQueries({ queryKey: marketKeys.searches });
      opened(created._id);
    },
  });
  const update = useUpdateListing(listing?._id ?? '');

  function addFiles(files: FileList | null) {
    if (!files) return;
    const room = MAX_PHOTOS - photos.length;
    for (const file of [...files].slice(0, room)) {
      const key = photoKey();
      setPhotos((list) => [...list, { key, file, progress: 0 }]);
      const change = (changes: Partial<SellPhoto>) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...changes } : p)));
      uploadImage(file, { folder: 'classifieds', auth: memberAuth, maxSide: UPLOAD_MAX_SIDE, onProgress: (fraction) => change({ progress: fraction }) }).then(
        (path) => change({ path, progress: 1 }),
        (error: unknown) => change({ error: translate(errorText(error)) }),
      );
    }
    clearErrors('media');
  }

  const submit = handleSubmit(async (values) => {
    try {
      if (listing) {
        const saved = await update.mutateAsync(editBody(type, values, media) as RouteInput<typeof updateClassifiedRoute>);
        opened(saved._id);
      } else {
        await create.mutateAsync(sellBody(type, values, { category_id: categoryId, country_id: country, media }) as RouteInput<typeof createClassifiedRoute>);
      }
    } catch (error) {
      const names = [...COMMON_FIELDS, ...fields.map((field) => field.name), 'media'];
      if (!showServerFieldErrors(error, setError, names)) setFailure(errorText(error));
    }
  });

  const uploading = photos.some((photo) => !photo.path && !photo.error);
  const hasErrors = Object.values(formState.errors).some(Boolean);
  const mediaError = formState.errors.media?.message;

  const extra = (field: ListingField) => {
    const label = t(`listing.fields.${field.name}` as MarketKey);
    if (field.kind === 'flag') {
      return <CheckboxField key={field.name} control={control} name={field.name} label={label} />;
    }
    if (field.kind === 'dropdown-value') {
      return (
        <DropdownValueField
          key={field.name}
          control={control}
          name={field.name}
          categoryId={categoryId}
          identity={field.identity}
          label={label}
          placeholder={t('sell.choose')}
          required
          // A car's models are its make's: none until the make is chosen (unless staff gave the category no makes).
          make={withMake && (makes.data?.length ?? 0) > 0 ? (typeof make === 'string' ? make : '') : undefined}
          makeFirst={t('sell.makeFirst')}
        />
      );
    }
    if (field.kind === 'choice') {
      return (
        <ComboboxField
          key={field.name}
          control={control}
          name={field.name}
          label={label}
          placeholder={t('sell.choose')}
          data={LISTING_CHOICES[field.name].map((option) => ({
            value: option,
            label: t(`listing.choices.${field.name}.${option}` as MarketKey),
          }))}
          withAsterisk={field.required !== null}
          clearable={field.required === null}
        />
      );
    }
    return (
      <TextField
        key={field.name}
        control={control}
        name={field.name}
        label={label}
        inputMode={field.kind === 'number' ? 'numeric' : undefined}
        withAsterisk={field.required !== null && !isMemberOptional(field.name)}
      />
    );
  };

  return (
    <FormPanel
      label={editing ? t('edit.formTitle', { title: listing?.title ?? '' }) : t('sell.formTitle', { category: categoryName })}
      busy={busy}
      onSubmit={(event) => {
        setFailure(null);
        void submit(event);
      }}
    >
      <TextField control={control} name="title" label={t('sell.titleField')} withAsterisk />
      <TextareaField control={control} name="description" label={t('sell.description')} autosize minRows={3} dir="auto" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField control={control} name="price" label={t('sell.price')} inputMode="decimal" withAsterisk dir="page" />
        <TextField control={control} name="mobile" label={t('sell.mobile')} description={t('sell.mobilePrivate')} inputMode="tel" withAsterisk dir="page" />
        <ComboboxField
          control={control}
          name="district_id"
          label={t('sell.district')}
          placeholder={t('sell.choose')}
          data={(districts.data ?? []).map((d) => ({ value: d._id, label: districtName(i18n.language, d) }))}
          onValueChange={() => setValue('area_id', '')}
          searchable
          withAsterisk
        />
        <ComboboxField
          control={control}
          name="area_id"
          label={t('sell.area')}
          placeholder={t('sell.choose')}
          data={(areas.data ?? []).map((a) => ({ value: a._id, label: areaName(i18n.language, a) }))}
          disabled={!districtId}
          searchable
          clearable
        />
      </SimpleGrid>
      <TextField control={control} name="address" label={t('sell.address')} description={t('sell.addressPrivate')} dir="auto" />
      {(withMake || fields.some((field) => field.kind !== 'flag')) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {withMake && (makes.data?.length ?? 0) > 0 && (
            <ComboboxField
              control={control}
              name="sub_category_id"
              label={t('sell.make')}
              placeholder={t('sell.choose')}
              data={(makes.data ?? []).map((sub) => ({ value: sub._id, label: subCategoryName(i18n.language, sub) }))}
              // Another make's model is not this make's.
              onValueChange={() => setValue('model', '')}
              searchable
              clearable
            />
          )}
          {fields.filter((field) => field.kind !== 'flag').map(extra)}
        </SimpleGrid>
      )}
      {fields.some((field) => field.kind === 'flag') && <Group gap="lg">{fields.filter((field) => field.kind === 'flag').map(extra)}</Group>}

      <Box component="fieldset" m={0} p={0} style={{ border: 0 }}>
        <Text component="legend" fw={500} size="sm">
          {t('sell.photos')} <span aria-hidden>*</span>
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          {t('sell.photosHint')}
        </Text>
        <SellPhotos
          photos={photos}
          disabled={busy}
          onMove={(key, by) => setPhotos((list) => moveItem(list, key, by))}
          onRemove={(key) => setPhotos((list) => list.filter((photo) => photo.key !== key))}
        />
        {photos.length < MAX_PHOTOS && (
          <Button mt="sm" variant="light" leftSection={<IconPhotoPlus size={18} aria-hidden />} onClick={() => fileInput.current?.click()} disabled={busy}>
            {t('sell.addPhotos')}
          </Button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          hidden
          aria-label={t('sell.addPhotos')}
          data-testid="sell-photos"
          onChange={(event) => {
            addFiles(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        {mediaError && (
          <Text size="sm" c="red.8" mt={4} role="alert">
            {translate(mediaError)}
          </Text>
        )}
      </Box>

      {(hasErrors || failure) && (
        <Alert color="red" variant="light" role="alert">
          {failure ? translate(failure) : t('sell.fixErrors')}
        </Alert>
      )}
      <Group>
        <Button type="submit" size="md" loading={busy} disabled={uploading}>
          {editing ? t('edit.submit') : t('sell.submit')}
        </Button>
      </Group>
    </FormPanel>
  );
}
