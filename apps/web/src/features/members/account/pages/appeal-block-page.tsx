import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Textarea } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appealBlockRoute, APPEAL_TEXT_MAX } from '@souq/contract/strikes';
import { BusyForm } from '@/components/form/busy-form';
import { FormFailure } from '@/components/members/form-failure';
import { JoinFrame } from '@/components/members/join-frame';
import { errorText } from '@/lib/api-client';
import { callMemberRoute } from '@/lib/members/api';
import { memberPaths } from '@/lib/members/paths';

/**
 * #/app/appeal-block?token=…: a blocked member, who cannot log in, appeals the block once with the
 * signed token their log-in refusal gave them (POST /api/v1/appeals/blocked).
 */
export function AppealBlockPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await callMemberRoute(appealBlockRoute, { token, text });
      setSent(true);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <Anchor component={Link} to={memberPaths.login} size="sm" ta="center">
      {t('appealBlock.back')}
    </Anchor>
  );

  return (
    <JoinFrame title={t('appealBlock.title')} subtitle={t('appealBlock.subtitle')}>
      {sent ? (
        <Stack gap="md">
          <Alert color="teal" role="status">
            {t('appealBlock.sent')}
          </Alert>
          {back}
        </Stack>
      ) : !token ? (
        <Stack gap="md">
          <Alert color="orange" role="alert">
            {t('appealBlock.missing')}
          </Alert>
          {back}
        </Stack>
      ) : (
        <BusyForm label={t('appealBlock.title')} busy={busy} onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <FormFailure text={failure} withIcon />
            <Textarea
              label={t('appealBlock.text')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              minRows={4}
              autosize
              maxLength={APPEAL_TEXT_MAX}
              required
              dir="auto"
            />
            <Button type="submit" size="md" fullWidth loading={busy}>
              {t('appealBlock.submit')}
            </Button>
            {back}
          </Stack>
        </BusyForm>
      )}
    </JoinFrame>
  );
}
