import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/members/page-title';
import { supportPaths } from '../support-paths';
import { BackLink } from './back-link';

/** A support screen that is one form (raise a ticket, contact us): back to support, the title and what the form is for. */
export function FormScreen({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const { t } = useTranslation('support');
  return (
    <Stack gap="md" maw={680} mx="auto">
      <BackLink to={supportPaths.support} label={t('support.back')} />
      <PageTitle title={title} text={text} />
      {children}
    </Stack>
  );
}
