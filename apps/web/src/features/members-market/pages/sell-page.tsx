import { useRef, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  AspectRatio,
  Box,
  Button,
  Card,
  Center,
  Checkbox,
  Group,
  Image,
  Loader,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCategory, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createClassifiedRoute, ZCreateClassifiedRequest } from '@souq/contract/members-classifieds';
import type { ClassifiedTypeKey } from '@souq/contract/constants';
import type { Category } from '@souq/contract/categories';
import { useMarketText, type MarketKey } from '@/i18n/market';
import { useServerText } from '@/i18n/server-text';
import { LoadError } from '@/components/members/members-state';
import { ApiError, errorText, type RouteInput } from '@/lib/api-client';
import { memberPaths } from '@/lib/member-paths';
import { callMemberRoute, memberAuth } from '@/lib/members-api';
import { safeMediaUrl } from '@/lib/safe-url';
import { uploadImage } from '@/lib/upload';
import { areasQuery, categoriesQuery, districtsQuery, marketKeys, myAccountQuery } from '../api';
import { SELL_FIELDS, sellBody, type SellField, type SellValues } from '../sell-fields';

const MAX_PHOTOS = 10;

interface Photo {
  key: string;
  path?: string;
  preview: string;
  progress: number;
  error?: string;
}

function CategoryPicker({ categories }: { categories: Category[] }) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  return (
    <SimpleGrid component="ul" cols={{ base: 2, xs: 3, md: 4, lg: 6 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {categories
        .filter((category) => category.classifiedType)
        .map((category) => {
          const image = safeMediaUrl(category.category_image);
          return (
            <li key={category._id}>
              <Card component={Link} to={`${memberPaths.sell}?category_id=${category._id}`} withBorder radius="md" padding="xs" h="100%">
                <Card.Section>
                  <AspectRatio ratio={1}>
                    {image ? (
                      <Image src={image} alt="" fit="cover" />
                    ) : (
                      <Center bg="teal.0">
                        <IconCategory size={32} aria-hidden />
                      </Center>
                    )}
                  </AspectRatio>
                </Card.Section>
                <Text fw={600} ta="center" mt="xs" dir="auto">
                  {i18n.language === 'ar' ? category.category_ar : category.category_en}
                </Text>
              </Card>
            </li>
          );
        })}
      {categories.length === 0 && <Text>{t('categories.emptyText')}</Text>}
    </SimpleGrid>
  );
}

function SellForm({ category, type, country }: { category: Category; type: ClassifiedTypeKey; country: string }) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const translate = useServerText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SellValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photos, setPhotos] = useState<Photo[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const districts = useQuery(districtsQuery(country));
  const areas = useQuery(areasQuery(typeof values.district_id === 'string' ? values.district_id : ''));
  const create = useMutation({
    mutationFn: (body: RouteInput<typeof createClassifiedRoute>) => callMemberRoute(createClassifiedRoute, body),
    onSuccess: (listing) => {
      queryClient.setQueryData(marketKeys.listing(listing._id), listing);
      void queryClient.invalidateQueries({ queryKey: marketKeys.mine });
      void queryClient.invalidateQueries({ queryKey: marketKeys.searches });
      void navigate(`${memberPaths.classifieds}/${listing._id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([key, text]) => [key.split('.')[0] ?? key, translate(text)])));
      }
    },
  });

  const set = (name: string, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [name]: value, ...(name === 'district_id' ? { area_id: '' } : {}) }));
    setErrors((previous) => ({ ...previous, [name]: '' }));
  };
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');

  function addFiles(files: FileList | null) {
    if (!files) return;
    const room = MAX_PHOTOS - photos.length;
    for (const file of [...files].slice(0, room)) {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      setPhotos((list) => [...list, { key, preview: URL.createObjectURL(file), progress: 0 }]);
      const update = (changes: Partial<Photo>) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...changes } : p)));
      uploadImage(file, { folder: 'classifieds', auth: memberAuth, onProgress: (fraction) => update({ progress: fraction }) }).then(
        (path) => update({ path, progress: 1 }),
        (error: unknown) => update({ error: translate(errorText(error)) }),
      );
    }
    setErrors((previous) => ({ ...previous, media: '' }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const media = photos.flatMap((photo) => (photo.path ? [photo.path] : []));
    const body = sellBody(type, values, { category_id: category._id, country_id: country, media });
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
    create.mutate(body as RouteInput<typeof createClassifiedRoute>);
  }

  const uploading = photos.some((photo) => !photo.path && !photo.error);
  const hasErrors = Object.values(errors).some(Boolean);

  const extra = (field: SellField) => {
    const label = t(`listing.fields.${field.name}` as MarketKey);
    if (field.kind === 'flag') {
      return <Checkbox key={field.name} label={label} checked={values[field.name] === true} onChange={(event) => set(field.name, event.currentTarget.checked)} />;
    }
    if (field.kind === 'select') {
      const optionLabel = (option: string) =>
        field.labels === 'lease'
          ? t(`sell.lease.${option as 'rent' | 'sale'}`)
          : field.labels === 'oldNew'
            ? t(option === 'old' ? 'listing.old' : 'listing.new')
            : field.labels === 'fuel'
              ? t(`search.fuel.${option as 'Petrol'}`)
              : t(`sell.transmission.${option as 'Manual'}`);
      return (
        <Select
          key={field.name}
          label={label}
          placeholder={t('sell.choose')}
          data={field.options.map((option) => ({ value: option, label: optionLabel(option) }))}
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
        inputMode={field.kind === 'digits' ? 'numeric' : undefined}
        withAsterisk={!field.optional}
        dir="auto"
      />
    );
  };

  return (
    <Paper component="form" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} onSubmit={submit} noValidate aria-label={t('sell.formTitle', { category: arabic ? category.category_ar : category.category_en })}>
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
        {SELL_FIELDS[type].some((field) => field.kind !== 'flag') && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {SELL_FIELDS[type].filter((field) => field.kind !== 'flag').map(extra)}
          </SimpleGrid>
        )}
        {SELL_FIELDS[type].some((field) => field.kind === 'flag') && (
          <Group gap="lg">{SELL_FIELDS[type].filter((field) => field.kind === 'flag').map(extra)}</Group>
        )}

        <Box component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={500} size="sm">
            {t('sell.photos')} <span aria-hidden>*</span>
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            {t('sell.photosHint')}
          </Text>
          <Group gap="sm">
            {photos.map((photo, index) => (
              <Box key={photo.key} pos="relative" w={96}>
                <Image src={photo.preview} alt="" w={96} h={72} radius="sm" fit="cover" />
                {!photo.path && !photo.error && <Progress value={photo.progress * 100} size="sm" mt={4} aria-label={t('sell.uploading', { percent: Math.round(photo.progress * 100) })} />}
                {photo.error && (
                  <Text size="xs" c="red.8" role="alert">
                    {photo.error}
                  </Text>
                )}
                <ActionIcon
                  size="sm"
                  color="dark"
                  radius="xl"
                  pos="absolute"
                  top={4}
                  style={{ insetInlineEnd: 4 }}
                  aria-label={t('sell.removePhoto', { number: index + 1 })}
                  onClick={() => setPhotos((list) => list.filter((p) => p.key !== photo.key))}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Box>
            ))}
            {photos.length < MAX_PHOTOS && (
              <Button variant="light" leftSection={<IconPhotoPlus size={18} aria-hidden />} onClick={() => fileInput.current?.click()}>
                {t('sell.addPhotos')}
              </Button>
            )}
          </Group>
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

        {(hasErrors || create.error) && (
          <Alert color="red" variant="light" role="alert">
            {create.error && !(create.error instanceof ApiError && create.error.fields) ? translate(errorText(create.error)) : t('sell.fixErrors')}
          </Alert>
        )}
        <Group>
          <Button type="submit" size="md" loading={create.isPending} disabled={uploading}>
            {t('sell.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Sell: pick the category (its type), then that type's form, checked by the contract's own schema. */
export function SellPage() {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const categories = useQuery(categoriesQuery());
  const account = useQuery(myAccountQuery());
  const category = categories.data?.find((c) => c._id === params.get('category_id'));
  const type = category?.classifiedType;

  if (categories.isError) return <LoadError error={errorText(categories.error)} onRetry={() => void categories.refetch()} />;
  if (categories.isPending || account.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('sell.title')} />
      </Center>
    );
  }
  return (
    <Stack gap="md" maw={900} mx="auto">
      {category && type ? (
        <>
          <Anchor component={Link} to={memberPaths.sell} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden style={{ transform: i18n.language === 'ar' ? 'scaleX(-1)' : undefined }} />
              {t('sell.change')}
            </Group>
          </Anchor>
          <Title order={1} size="h2" dir="auto">
            {t('sell.formTitle', { category: i18n.language === 'ar' ? category.category_ar : category.category_en })}
          </Title>
          <SellForm key={category._id} category={category} type={type} country={account.data?.country_id ?? 'KW'} />
        </>
      ) : (
        <>
          <Title order={1} size="h2">
            {t('sell.title')}
          </Title>
          <Text>{t('sell.pick')}</Text>
          <CategoryPicker categories={categories.data} />
        </>
      )}
    </Stack>
  );
}
