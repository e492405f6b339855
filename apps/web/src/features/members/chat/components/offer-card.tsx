import { useState } from 'react';
import { Badge, Box, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@souq/contract/members-chat';
import { RESERVE_DAYS_DEFAULT, RESERVE_DAYS_MAX, RESERVE_DAYS_MIN, ZOfferAmount, type ChatOffer } from '@souq/contract/members-offers';
import { useMarketText } from '@/i18n/members/market';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { formatDate, formatPrice } from '@/lib/format';
import { useOfferAnswer, type OfferStep } from '../offer-api';

const STATUS_COLOURS: Record<ChatOffer['status'], string> = { open: 'blue', accepted: 'teal', declined: 'red', countered: 'gray', withdrawn: 'gray' };
const DAY_CHOICES = Array.from({ length: RESERVE_DAYS_MAX - RESERVE_DAYS_MIN + 1 }, (_, i) => RESERVE_DAYS_MIN + i);

/** The seller's choice of how long an acceptance holds the listing. */
function DaysSelect({ value, onChange }: { value: number; onChange: (days: number) => void }) {
  const t = useMarketText();
  return (
    <NativeSelect
      label={t('offers.reserveDays')}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={DAY_CHOICES.map((days) => ({ value: String(days), label: t('offers.days', { count: days }) }))}
    />
  );
}

type Pending = null | 'accept' | 'decline' | 'withdraw' | 'counter';

/**
 * The answers to an open offer: its receiver accepts (the seller choosing how long to hold the
 * listing), counters or declines; its maker withdraws. Each asks once before it is sent.
 */
function OfferActions({ offer, mine, asBuyer, conversationId }: { offer: ChatOffer; mine: boolean; asBuyer: boolean; conversationId: string }) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const translate = useServerText();
  const answer = useOfferAnswer(conversationId);
  const [pending, setPending] = useState<Pending>(null);
  const [days, setDays] = useState(RESERVE_DAYS_DEFAULT);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const price = (value: number) => formatPrice(value, offer.currency_code, i18n.language);
  const send = (step: OfferStep) => answer.mutate(step, { onSuccess: () => setPending(null) });
  const cancel = (
    <Button variant="default" size="xs" onClick={() => setPending(null)} disabled={answer.isPending}>
      {t('offers.no')}
    </Button>
  );

  let body: React.ReactNode;
  if (pending === 'counter') {
    body = (
      <Stack
        gap="xs"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = ZOfferAmount.safeParse(amount);
          if (!checked.success) return setAmountError(translate(checked.error.issues[0]?.message ?? ''));
          send({ action: 'counter', offerId: offer._id, amount: checked.data, reserveDays: asBuyer ? undefined : days });
        }}
      >
        <TextInput
          label={t('offers.counterAmount')}
          description={offer.listingPrice === null ? undefined : t('offers.amountHint', { price: price(offer.listingPrice) })}
          inputMode="decimal"
          dir="auto"
          value={amount}
          error={amountError}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            setAmountError(null);
          }}
          data-autofocus
        />
        {!asBuyer && <DaysSelect value={days} onChange={setDays} />}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={answer.isPending}>
            {t('offers.sendCounter')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setPending(null)} disabled={answer.isPending}>
            {t('offers.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (pending) {
    const question =
      pending === 'accept'
        ? asBuyer
          ? t('offers.confirmAcceptCounter', { amount: price(offer.amount), days: t('offers.days', { count: offer.reserveDays ?? RESERVE_DAYS_DEFAULT }) })
          : t('offers.confirmAccept', { amount: price(offer.amount) })
        : pending === 'decline'
          ? t('offers.confirmDecline', { amount: price(offer.amount) })
          : t('offers.confirmWithdraw', { amount: price(offer.amount) });
    body = (
      <Stack gap="xs">
        <Text size="sm">{question}</Text>
        {pending === 'accept' && !asBuyer && <DaysSelect value={days} onChange={setDays} />}
        <Group gap="xs">
          <Button
            size="xs"
            color={pending === 'accept' ? 'teal' : 'red'}
            loading={answer.isPending}
            onClick={() =>
              send(
                pending === 'accept'
                  ? { action: 'accept', offerId: offer._id, reserveDays: asBuyer ? undefined : days }
                  : { action: pending, offerId: offer._id },
              )
            }
          >
            {t('offers.yes')}
          </Button>
          {cancel}
        </Group>
      </Stack>
    );
  } else {
    body = mine ? (
      <Group gap="xs">
        <Button size="xs" variant="light" color="gray" onClick={() => setPending('withdraw')}>
          {t('offers.withdraw')}
        </Button>
      </Group>
    ) : (
      <Group gap="xs">
        <Button size="xs" color="teal" onClick={() => setPending('accept')}>
          {t('offers.accept')}
        </Button>
        <Button size="xs" variant="light" onClick={() => setPending('counter')}>
          {t('offers.counter')}
        </Button>
        <Button size="xs" variant="light" color="red" onClick={() => setPending('decline')}>
          {t('offers.decline')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={6} mt={6}>
      {body}
      {answer.error && (
        <Text size="sm" c="red.8" role="alert">
          {translate(errorText(answer.error))}
        </Text>
      )}
    </Stack>
  );
}

/**
 * An offer message as both apps draw it: the amount beside the listing's price and where the offer
 * stands; the answers while it is open. An answer message (accepted, declined, withdrawn) is one line.
 */
export function OfferMessage({ message, mine, asBuyer }: { message: ChatMessage; mine: boolean; asBuyer: boolean }) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const offer = message.offer;
  if (!offer) return null;
  const price = (value: number) => formatPrice(value, offer.currency_code, i18n.language);
  if (message.kind !== 'offer') {
    const text =
      message.kind === 'offer-accepted'
        ? t('offers.accepted', { amount: price(offer.amount), date: offer.reservedUntil ? formatDate(offer.reservedUntil, i18n.language) : '' })
        : message.kind === 'offer-declined'
          ? t('offers.declined', { amount: price(offer.amount) })
          : t('offers.withdrawn', { amount: price(offer.amount) });
    return (
      <Text size="sm" ta="center" c="dimmed" fw={600} data-testid="offer-step">
        {text}
      </Text>
    );
  }
  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      bg={mine ? 'teal.0' : 'white'}
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
      data-testid="offer-card"
    >
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <IconTag size={18} aria-hidden />
          <Text size="sm" fw={700}>
            {offer.counterOf ? t('offers.counterOffer') : t('offers.offer')}
          </Text>
        </Group>
        <Badge color={STATUS_COLOURS[offer.status]} variant="light" data-testid="offer-status">
          {t(`offers.status.${offer.status}`)}
        </Badge>
      </Group>
      <Text fz={22} fw={800} c="teal.9" mt={4}>
        {price(offer.amount)}
      </Text>
      {offer.listingPrice !== null && (
        <Text size="sm" c="dimmed">
          {t('offers.listed', { price: price(offer.listingPrice) })}
        </Text>
      )}
      {offer.status === 'open' && (
        <Box>
          <OfferActions offer={offer} mine={mine} asBuyer={asBuyer} conversationId={message.conversation_id} />
        </Box>
      )}
    </Paper>
  );
}
