import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCircleCheck, IconDeviceMobileMessage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { MyAccount } from '@souq/contract/members-account';
import { PHONE_CODE_LENGTH, PHONE_CODE_TTL_MINUTES, ZSendPhoneCodeRequest, ZVerifyPhoneRequest } from '@souq/contract/members-phone';
import { BusyForm } from '@/components/form/busy-form';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { TextField } from '@/components/form/text-field';
import { FormFailure } from '@/components/members/form-failure';
import { LoadError } from '@/components/members/members-state';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { myAccountQuery } from '@/lib/members/my-account';
import { useSendPhoneCode, useShowPhone, useVerifyPhone } from '../phone-api';

/** Digits in Kuwait's local form (the server reads 8 digits as +965). */
const LOCAL_DIGITS = 8;

/** A phone number inside a sentence: its own left-to-right island, so `+965 5000 1234` stays in order in Arabic. */
const phoneIsland = { phone: <bdi dir="ltr" style={{ unicodeBidi: 'isolate' }} /> };

type SentenceKey = 'phone.sentTo' | 'phone.verifiedText' | 'phone.unverifiedText';
function PhoneSentence({ i18nKey, phone }: { i18nKey: SentenceKey; phone: string }) {
  return (
    <Trans
      ns="account"
      i18nKey={i18nKey}
      // The catalog's types ask every sentence's values; a sentence ignores what it does not name.
      values={{ phone, minutes: PHONE_CODE_TTL_MINUTES, length: PHONE_CODE_LENGTH } as { phone: string; minutes: number; length: number }}
      components={phoneIsland}
    />
  );
}

/** Step one: the number, to which a code is texted. */
function NumberForm({ initial, onSent }: { initial: string; onSent: (phone: string) => void }) {
  const { t } = useTranslation('account');
  const send = useSendPhoneCode();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<{ phone: string }>({
    resolver: zodResolver(ZSendPhoneCodeRequest),
    defaultValues: { phone: initial },
  });
  const submit = handleSubmit(async ({ phone }) => {
    setFailure(null);
    try {
      const answer = await send.mutateAsync(phone);
      onSent(answer.phone ?? phone);
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['phone'])) setFailure(errorText(error));
    }
  });
  return (
    <BusyForm label={t('phone.number')} busy={formState.isSubmitting} onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <FormFailure text={failure} withIcon />
        <TextField
          control={control}
          name="phone"
          label={t('phone.number')}
          description={t('phone.numberHelp', { digits: LOCAL_DIGITS })}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          required
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconDeviceMobileMessage size={18} aria-hidden />} loading={formState.isSubmitting}>
            {t('phone.send')}
          </Button>
        </Group>
      </Stack>
    </BusyForm>
  );
}

/** Step two: the texted code (Arabic-Indic digits are read), a new code, or another number. */
function CodeForm({ phone, onVerified, onChangeNumber }: { phone: string; onVerified: () => void; onChangeNumber: () => void }) {
  const { t } = useTranslation('account');
  const verify = useVerifyPhone();
  const resend = useSendPhoneCode();
  const translate = useServerText();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, reset } = useForm<{ code: string }>({
    resolver: zodResolver(ZVerifyPhoneRequest),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await verify.mutateAsync(code);
      onVerified();
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['code'])) setFailure(errorText(error));
    }
  });
  return (
    <BusyForm label={t('phone.code', { length: PHONE_CODE_LENGTH })} busy={formState.isSubmitting} onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text role="status">
          <PhoneSentence i18nKey="phone.sentTo" phone={phone} />
        </Text>
        <FormFailure text={failure} withIcon />
        <TextField
          control={control}
          name="code"
          label={t('phone.code', { length: PHONE_CODE_LENGTH })}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={PHONE_CODE_LENGTH * 2}
          required
        />
        {resend.error && (
          <Text size="sm" c="red.8" role="alert">
            {translate(errorText(resend.error))}
          </Text>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              loading={resend.isPending}
              onClick={() => {
                reset({ code: '' });
                setFailure(null);
                resend.mutate(phone);
              }}
            >
              {t('phone.resend')}
            </Button>
            <Button variant="subtle" size="compact-sm" color="gray" onClick={onChangeNumber}>
              {t('phone.change')}
            </Button>
          </Group>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('phone.confirm')}
          </Button>
        </Group>
      </Stack>
    </BusyForm>
  );
}

/** The verified number, and whether it is shown on the member's listings. */
function VerifiedPhone({ account, onChangeNumber, justVerified }: { account: MyAccount; onChangeNumber: () => void; justVerified: boolean }) {
  const { t } = useTranslation('account');
  const translate = useServerText();
  const show = useShowPhone();
  return (
    <Stack gap="md">
      {justVerified && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status" py="xs">
          {t('phone.justVerified')}
        </Alert>
      )}
      <Group gap="xs">
        <Badge color="teal" variant="light" tt="none" leftSection={<IconCircleCheck size={14} aria-hidden />}>
          {t('phone.verified')}
        </Badge>
        <Text>
          <PhoneSentence i18nKey="phone.verifiedText" phone={account.phone ?? ''} />
        </Text>
      </Group>
      <Switch
        checked={account.showPhone}
        disabled={show.isPending}
        label={t('phone.show')}
        description={t('phone.showHelp')}
        onChange={(event) => show.mutate(event.currentTarget.checked)}
      />
      <Text size="sm" c="dimmed" role="status">
        {show.isSuccess ? t(account.showPhone ? 'phone.shown' : 'phone.hidden') : ''}
      </Text>
      {show.error && (
        <Text size="sm" c="red.8" role="alert">
          {translate(errorText(show.error))}
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={onChangeNumber}>
          {t('phone.change')}
        </Button>
      </Group>
    </Stack>
  );
}

type Step = { kind: 'number' } | { kind: 'code'; phone: string } | { kind: 'done'; justVerified: boolean };

/**
 * #/app/profile/phone: the member verifies a mobile number (number -> texted code -> verified)
 * and chooses whether buyers see it on their listings as Call and WhatsApp buttons.
 */
export function PhonePage() {
  const { t, i18n } = useTranslation('account');
  const Back = i18n.dir(i18n.language) === 'rtl' ? IconArrowRight : IconArrowLeft;
  const account = useQuery(myAccountQuery());
  const [step, setStep] = useState<Step | null>(null);

  if (account.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('phone.title')} />
      </Center>
    );
  }
  if (account.isError) return <LoadError error={errorText(account.error)} onRetry={() => void account.refetch()} />;
  const me = account.data;
  const current: Step = step ?? (me.phoneVerified ? { kind: 'done', justVerified: false } : { kind: 'number' });

  return (
    <Stack gap="md" maw={640} mx="auto">
      <Anchor component={Link} to={memberPaths.profile} size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          <Back size={16} aria-hidden />
          {t('phone.back')}
        </Group>
      </Anchor>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="phone-title">
        <Title order={1} size="h3" id="phone-title" mb="xs">
          {t('phone.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('phone.intro', { length: PHONE_CODE_LENGTH })}
        </Text>
        {current.kind === 'done' && me.phoneVerified ? (
          <VerifiedPhone account={me} justVerified={current.justVerified} onChangeNumber={() => setStep({ kind: 'number' })} />
        ) : current.kind === 'code' ? (
          <CodeForm phone={current.phone} onVerified={() => setStep({ kind: 'done', justVerified: true })} onChangeNumber={() => setStep({ kind: 'number' })} />
        ) : (
          <Stack gap="md">
            {me.phone && !me.phoneVerified && (
              <Text size="sm">
                <PhoneSentence i18nKey="phone.unverifiedText" phone={me.phone} />
              </Text>
            )}
            <NumberForm initial={me.phoneVerified ? '' : (me.phone ?? '')} onSent={(phone) => setStep({ kind: 'code', phone })} />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
