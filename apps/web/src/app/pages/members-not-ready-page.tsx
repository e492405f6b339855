import { Button } from '@mantine/core';
import { IconTools, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MembersState } from '@/components/members/members-state';
import { memberPaths } from '@/lib/member-paths';

/**
 * A place of the members' app without its screen yet (the bottom bar names all five): says so
 * plainly and leads to what works, instead of an empty page.
 */
export function MembersNotReadyPage() {
  const { t } = useTranslation();
  return (
    <MembersState icon={<IconTools size={28} aria-hidden />} title={t('notReady.title')} text={t('notReady.text')}>
      <Button component={Link} to={memberPaths.profile} leftSection={<IconUserCircle size={18} aria-hidden />}>
        {t('notReady.toProfile')}
      </Button>
    </MembersState>
  );
}
