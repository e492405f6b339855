import { Suspense, useLayoutEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnFirstUse } from '@/lib/first-use';
import type { ListingSearchBoxProps, SearchBoxHandover } from './listing-search-box';

/**
 * The listings' search box for Home, whose first screen has a JavaScript budget: the completions'
 * combobox (Mantine's Combobox on its popover and floating-ui, about 30 KB gzipped) is fetched
 * when the member first reaches for the field (a touch, a focus), not with the screen, and until
 * it has arrived a plain search field stands in its place. What is typed there, the focus and the
 * caret carry over to the real box; Enter there already searches.
 */
const realBox = lazyOnFirstUse(() => import('./listing-search-box').then((module) => module.ListingSearchBox));

function SearchFieldStandIn({ early, onSearch, onFirstUse }: { early: SearchBoxHandover; onFirstUse: () => void } & Pick<ListingSearchBoxProps, 'onSearch'>) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  // The real box's render reads `early` when it starts, but React may hold that render back for up
  // to 300 ms before putting it on the page (it throttles revealing a Suspense boundary's content),
  // and keys typed meanwhile land here. This cleanup runs in the commit that replaces the field,
  // before the field leaves the document and before the real box's layout effect: the state it
  // writes down is the field's last, which the real box then takes over.
  useLayoutEffect(() => {
    const element = field.current;
    return () => {
      if (!element) return;
      early.text = element.value;
      early.focused = element.ownerDocument.activeElement === element;
      early.selectionStart = element.selectionStart;
      early.selectionEnd = element.selectionEnd;
      early.selectionDirection = element.selectionDirection;
    };
  }, [early]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The field's own value: a search asked for here goes at once, whatever is arriving.
    onSearch({ q: (field.current?.value ?? early.text).trim() });
  };
  return (
    <form role="search" aria-label={t('listingSearch.label')} onSubmit={submit}>
      <input
        ref={field}
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
        onPointerDown={onFirstUse}
        onFocus={() => {
          early.focused = true;
          onFirstUse();
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

export function LazyListingSearchBox(props: ListingSearchBoxProps) {
  // One object for the box's whole life: the stand-in writes into it, the real box reads it once.
  const early = useRef<SearchBoxHandover>({
    text: props.initialText ?? '',
    focused: false,
    selectionStart: null,
    selectionEnd: null,
    selectionDirection: null,
  });
  return (
    <Suspense fallback={<SearchFieldStandIn early={early.current} onSearch={props.onSearch} onFirstUse={realBox.ask} />}>
      <realBox.Component {...props} handover={early.current} />
    </Suspense>
  );
}
