import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZOfferAmount } from '@souq/contract/members-offers';
import { useMarketText } from '@/i18n/members/market';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { useMakeOffer } from '../offer-api';

/** The buyer's "Make an offer": an amount (Arabic digits welcome) beside the listing's price. */
export function OfferComposer({ conversationId, listingPrice }: { conversationId: string; listingPrice: number | null }) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const translate = useServerText();
  const make = useMakeOffer(conversationId);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!open) {
    return (
      <Group gap="xs">
        <Button size="xs" variant="light" leftSection={<IconTag size={16} aria-hidden />} onClick={() => setOpen(true)}>
          {t('offers.make')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack
      gap="xs"
      component="form"
      aria-label={t('offers.make')}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = ZOfferAmount.safeParse(amount);
        if (!checked.success) return setError(translate(checked.error.issues[0]?.message ?? ''));
        make.mutate(checked.data, {
          onSuccess: () => {
            setAmount('');
            setOpen(false);
          },
        });
      }}
    >
      <TextInput
        label={t('offers.amount')}
        description={listingPrice === null ? undefined : t('offers.amountHint', { price: formatPrice(listingPrice, null, i18n.language) })}
        inputMode="decimal"
        dir="auto"
        value={amount}
        error={error}
        onChange={(event) => {
          setAmount(event.currentTarget.value);
          setError(null);
        }}
        autoFocus
      />
      <Group gap="xs">
        <Button type="submit" size="xs" loading={make.isPending}>
          {t('offers.send')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setOpen(false)} disabled={make.isPending}>
          {t('offers.cancel')}
        </Button>
      </Group>
      {make.error && (
        <Text size="sm" c="red.8" role="alert">
          {translate(errorText(make.error))}
        </Text>
      )}
    </Stack>
  );
}
