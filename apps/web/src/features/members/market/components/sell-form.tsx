import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  createClassifiedRoute,
  ZCreateClassifiedRequest,
  type MemberClassifiedDetail,
  type updateClassifiedRoute,
} from '@souq/contract/members-classifieds';
import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { LISTING_CHOICES, listingFields, type ListingField } from '@souq/contract/listing-fields';
import { useMarketText, type MarketKey } from '@/i18n/members/market';
import { useServerText } from '@/i18n/members/server-text';
import { ApiError, errorText, type RouteInput } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { callMemberRoute, memberAuth } from '@/lib/members/api';
import { moveItem } from '@/lib/members/move-item';
import { safeMediaUrl } from '@/lib/safe-url';
import { uploadImage } from '@/lib/upload';
import { areasQuery, districtsQuery, marketKeys, useUpdateListing } from '../api';
import { editBody, sellBody, valuesFromListing, type SellValues } from '../sell-fields';
import { DropdownValueSelect } from './dropdown-value-select';
import { SellPhotos, type SellPhoto } from './sell-photos';

const MAX_PHOTOS = 10;

export interface SellFormProps {
  categoryId: string;
  categoryName: string;
  type: ClassifiedTypeKey;
  country: string;
  /** Editing this listing: the form starts with its values and photos and saves with PATCH. */
  listing?: MemberClassifiedDetail;
}

let photoCounter = 0;
const photoKey = () => `photo-${++photoCounter}`;

/** The listing's stored photos, as the form shows them (already uploaded: nothing to wait for). */
const storedPhotos = (listing: MemberClassifiedDetail | undefined): SellPhoto[] =>
  (listing?.media ?? [])
    .filter((item) => item.type === 'image')
    .map((item) => ({ key: photoKey(), path: item.url, preview: safeMediaUrl(item.url) ?? '', progress: 1, local: false }));

/**
 * A listing's form for its type, checked by the contract's own schema (the console's add forms'
 * rules and messages), for a new listing or an edit. Whatever the member typed stays through
 * every refusal.
 */
export function SellForm({ categoryId, categoryName, type, country, listing }: SellFormProps) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const translate = useServerText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editing = Boolean(listing);
  const [values, setValues] = useState<SellValues>(() => (listing ? valuesFromListing(listing) : {}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photos, setPhotos] = useState<SellPhoto[]>(() => storedPhotos(listing));
  const fileInput = useRef<HTMLInputElement>(null);
  const districts = useQuery(districtsQuery(country));
  const areas = useQuery(areasQuery(typeof values.district_id === 'string' ? values.district_id : ''));

  // The previews of picked files are object URLs: free them when the form goes.
  const shown = useRef(photos);
  shown.current = photos;
  useEffect(() => () => shown.current.forEach((photo) => photo.local && URL.revokeObjectURL(photo.preview)), []);

  const showFieldErrors = (error: unknown) => {
    if (error instanceof ApiError && error.fields) {
      setErrors(Object.fromEntries(Object.entries(error.fields).map(([key, text]) => [key.split('.')[0] ?? key, translate(text)])));
    }
  };
  const opened = (id: string) => void navigate(`${memberPaths.classifieds}/${id}`);
  const create = useMutation({
    mutationFn: (body: RouteInput<typeof createClassifiedRoute>) => callMemberRoute(createClassifiedRoute, body),
    onSuccess: (created) => {
      queryClient.setQueryData(marketKeys.listing(created._id), created);
      void queryClient.invalidateQueries({ queryKey: marketKeys.mine });
      void queryClient.invalidateQueries({ queryKey: marketKeys.searches });
      opened(created._id);
    },
    onError: showFieldErrors,
  });
  const update = useUpdateListing(listing?._id ?? '');
  const saving = editing ? update : create;

  const set = (name: string, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [name]: value, ...(name === 'district_id' ? { area_id: '' } : {}) }));
    setErrors((previous) => ({ ...previous, [name]: '' }));
  };
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');

  function addFiles(files: FileList | null) {
    if (!files) return;
    const room = MAX_PHOTOS - photos.length;
    for (const file of [...files].slice(0, room)) {
      const key = photoKey();
      setPhotos((list) => [...list, { key, preview: URL.createObjectURL(file), progress: 0, local: true }]);
      const change = (changes: Partial<SellPhoto>) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...changes } : p)));
      uploadImage(file, { folder: 'classifieds', auth: memberAuth, onProgress: (fraction) => change({ progress: fraction }) }).then(
        (path) => change({ path, progress: 1 }),
        (error: unknown) => change({ error: translate(errorText(error)) }),
      );
    }
    setErrors((previous) => ({ ...previous, media: '' }));
  }

  function removePhoto(key: string) {
    setPhotos((list) => {
      const gone = list.find((photo) => photo.key === key);
      if (gone?.local) URL.revokeObjectURL(gone.preview);
      return list.filter((photo) => photo.key !== key);
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const media = photos.flatMap((photo) => (photo.path ? [photo.path] : []));
    // An edit keeps the add form's rules: the same schema checks the whole listing.
    const body = sellBody(type, values, { category_id: categoryId, country_id: country, media });
    const checked = ZCreateClassifiedRequest.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (!found[key]) found[key] = translate(issue.message);
      }
      setErrors(found);
      return;
    }
    if (listing) {
      update.mutate(editBody(type, values, media) as RouteInput<typeof updateClassifiedRoute>, {
        onSuccess: (saved) => opened(saved._id),
        onError: showFieldErrors,
      });
    } else {
      create.mutate(body as RouteInput<typeof createClassifiedRoute>);
    }
  }

  const uploading = photos.some((photo) => !photo.path && !photo.error);
  const hasErrors = Object.values(errors).some(Boolean);

  const extra = (field: ListingField) => {
    const label = t(`listing.fields.${field.name}` as MarketKey);
    if (field.kind === 'flag') {
      return <Checkbox key={field.name} label={label} checked={values[field.name] === true} onChange={(event) => set(field.name, event.currentTarget.checked)} />;
    }
    if (field.kind === 'dropdown-value') {
      return (
        <DropdownValueSelect
          key={field.name}
          categoryId={categoryId}
          identity={field.identity}
          label={label}
          placeholder={t('sell.choose')}
          value={text(field.name)}
          onChange={(value) => set(field.name, value)}
          error={errors[field.name]}
          required
        />
      );
    }
    if (field.kind === 'choice') {
      return (
        <Select
          key={field.name}
          label={label}
          placeholder={t('sell.choose')}
          data={LISTING_CHOICES[field.name].map((option) => ({ value: option, label: t(`listing.choices.${field.name}.${option}` as MarketKey) }))}
          value={text(field.name) || null}
          onChange={(value) => set(field.name, value ?? '')}
          error={errors[field.name]}
          withAsterisk
        />
      );
    }
    return (
      <TextInput
        key={field.name}
        label={label}
        value={text(field.name)}
        onChange={(event) => set(field.name, event.currentTarget.value)}
        error={errors[field.name]}
        inputMode={field.kind === 'number' ? 'numeric' : undefined}
        withAsterisk={field.required !== null}
        dir="auto"
      />
    );
  };

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('edit.formTitle', { title: listing?.title ?? '' }) : t('sell.formTitle', { category: categoryName })}
    >
      <Stack gap="md">
        <TextInput label={t('sell.titleField')} value={text('title')} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} withAsterisk dir="auto" />
        <Textarea label={t('sell.description')} value={text('description')} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} autosize minRows={3} dir="auto" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('sell.price')} value={text('price')} onChange={(e) => set('price', e.currentTarget.value)} error={errors.price} inputMode="decimal" withAsterisk />
          <TextInput label={t('sell.mobile')} value={text('mobile')} onChange={(e) => set('mobile', e.currentTarget.value)} error={errors.mobile} inputMode="tel" withAsterisk />
          <Select
            label={t('sell.district')}
            placeholder={t('sell.choose')}
            data={(districts.data ?? []).map((d) => ({ value: d._id, label: arabic ? d.district_ar : d.district_en }))}
            value={text('district_id') || null}
            onChange={(value) => set('district_id', value ?? '')}
            error={errors.district_id}
            searchable
            withAsterisk
          />
          <Select
            label={t('sell.area')}
            placeholder={t('sell.choose')}
            data={(areas.data ?? []).map((a) => ({ value: a._id, label: arabic ? a.area_ar : a.area_en }))}
            value={text('area_id') || null}
            onChange={(value) => set('area_id', value ?? '')}
            error={errors.area_id}
            disabled={!text('district_id')}
            searchable
            clearable
          />
        </SimpleGrid>
        <TextInput label={t('sell.address')} value={text('address')} onChange={(e) => set('address', e.currentTarget.value)} error={errors.address} withAsterisk dir="auto" />
        {listingFields(type).some((field) => field.kind !== 'flag') && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {listingFields(type).filter((field) => field.kind !== 'flag').map(extra)}
          </SimpleGrid>
        )}
        {listingFields(type).some((field) => field.kind === 'flag') && (
          <Group gap="lg">{listingFields(type).filter((field) => field.kind === 'flag').map(extra)}</Group>
        )}

        <Box component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={500} size="sm">
            {t('sell.photos')} <span aria-hidden>*</span>
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            {t('sell.photosHint')}
          </Text>
          <SellPhotos
            photos={photos}
            disabled={saving.isPending}
            onMove={(key, by) => setPhotos((list) => moveItem(list, key, by))}
            onRemove={removePhoto}
          />
          {photos.length < MAX_PHOTOS && (
            <Button mt="sm" variant="light" leftSection={<IconPhotoPlus size={18} aria-hidden />} onClick={() => fileInput.current?.click()} disabled={saving.isPending}>
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
          {errors.media && (
            <Text size="sm" c="red.8" mt={4} role="alert">
              {errors.media}
            </Text>
          )}
        </Box>

        {(hasErrors || saving.error !== null) && (
          <Alert color="red" variant="light" role="alert">
            {saving.error && !(saving.error instanceof ApiError && saving.error.fields) ? translate(errorText(saving.error)) : t('sell.fixErrors')}
          </Alert>
        )}
        <Group>
          <Button type="submit" size="md" loading={saving.isPending} disabled={uploading}>
            {editing ? t('edit.submit') : t('sell.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
