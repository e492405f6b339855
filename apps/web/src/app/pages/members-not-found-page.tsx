import { Button } from '@mantine/core';
import { IconMapQuestion, IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MembersState } from '@/components/members/members-state';
import { memberPaths } from '@/lib/members/paths';

/** An address inside the members' app that names no screen: says so and leads home. */
export function MembersNotFoundPage() {
  const { t } = useTranslation();
  return (
    <MembersState icon={<IconMapQuestion size={28} aria-hidden />} title={t('notFound.title')} text={t('notFound.text')}>
      <Button component={Link} to={memberPaths.home} leftSection={<IconHome size={18} aria-hidden />}>
        {t('notFound.toHome')}
      </Button>
    </MembersState>
  );
}
