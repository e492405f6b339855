import { Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './new-posts-pill.module.css';

/**
 * "New posts", floating over the top of the feed: it takes no room in the page (nothing moves
 * when it appears) and is announced politely to screen readers.
 */
export function NewPostsPill({ visible, onShow }: { visible: boolean; onShow: () => void }) {
  const { t } = useTranslation('social');
  return (
    <div className={classes.anchor} aria-live="polite">
      {visible && (
        <Button className={classes.pill} radius="xl" size="sm" leftSection={<IconArrowUp size={16} aria-hidden />} onClick={onShow}>
          {t('home.newPosts')}
        </Button>
      )}
    </div>
  );
}
