import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The Souq mark and name, linking to `to`: the name in the reader's language (سوق in Arabic). */
export function BrandLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={to}
      underline="never"
      aria-label={t('common.home')}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: 'inherit' }}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <Text component="span" fw={750} fz={22} c="brand.9" lh={1}>
        {t('brand')}
      </Text>
    </Anchor>
  );
}
