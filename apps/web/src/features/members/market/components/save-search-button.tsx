import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { useMarketText } from '@/i18n/members/market';

// The dialog (Mantine's Modal, its focus trap and the radio buttons) comes when the member first
// reaches for the button, not with the results' first screen.
const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SaveSearchDialog })));

/**
 * "Save this search" on a results page: opens the dialog that saves it with a name and how to be
 * told of new listings. `params` is the search exactly as the page asks the server for it.
 */
export function SaveSearchButton({ params }: { params: Record<string, string> }) {
  const t = useMarketText();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so what was typed survives closing it.
  const [asked, setAsked] = useState(false);

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBellPlus size={18} aria-hidden />}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        data-testid="save-search"
      >
        {t('search.saveSearch')}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <SaveSearchDialog params={params} opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
