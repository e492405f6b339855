import { lazy, Suspense, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingSearchBoxProps } from './listing-search-box';

/**
 * The listings' search box for Home, whose first screen has a JavaScript budget: the completions'
 * combobox (Mantine's Combobox on its popover and floating-ui, about 30 KB gzipped) loads just
 * after the screen, and until it has, a plain search field stands in its place. What is typed
 * there, and the focus, carry over to the real box; Enter there already searches.
 */
const ListingSearchBox = lazy(() => import('./listing-search-box').then((module) => ({ default: module.ListingSearchBox })));

interface Early {
  text: string;
  focused: boolean;
}

function SearchFieldStandIn({ early, onSearch }: { early: Early } & Pick<ListingSearchBoxProps, 'onSearch'>) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q: early.text.trim() });
  };
  return (
    <form role="search" aria-label={t('listingSearch.label')} onSubmit={submit}>
      <input
        type="search"
        enterKeyHint="search"
        aria-label={t('listingSearch.label')}
        placeholder={t('listingSearch.placeholder')}
        dir="auto"
        maxLength={200}
        autoComplete="off"
        defaultValue={early.text}
        onChange={(event) => {
          early.text = event.currentTarget.value;
        }}
        onFocus={() => {
          early.focused = true;
        }}
        onBlur={() => {
          early.focused = false;
        }}
        // The real box's size and shape (Mantine's md input, round), so nothing moves when it arrives.
        style={{
          boxSizing: 'border-box',
          width: '100%',
          height: 'var(--input-height-md, 2.625rem)',
          padding: '0 1rem',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: '2rem',
          font: 'inherit',
          fontSize: 'var(--mantine-font-size-md)',
          background: 'var(--mantine-color-body)',
          color: 'var(--mantine-color-text)',
        }}
      />
    </form>
  );
}

/** Reads the stand-in's text and focus when it renders, which is once the real box's code has arrived. */
function ArrivedBox({ early, ...props }: { early: Early } & ListingSearchBoxProps) {
  return <ListingSearchBox {...props} initialText={early.text} autoFocus={early.focused} />;
}

export function LazyListingSearchBox(props: ListingSearchBoxProps) {
  const early = useRef<Early>({ text: props.initialText ?? '', focused: false });
  return (
    <Suspense fallback={<SearchFieldStandIn early={early.current} onSearch={props.onSearch} />}>
      <ArrivedBox {...props} early={early.current} />
    </Suspense>
  );
}
