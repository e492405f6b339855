import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ActionIcon, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCategory, IconMapPin, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useInputDir } from '@/components/form/input-dir';
import { fetchSuggestions, requestOfSuggestion, suggestKey, type ListingSuggestion, type SearchRequest } from '@/lib/members/listing-search';

/** Typing pauses this long before the completions are asked for: one call per pause, not per key. */
const SUGGEST_DELAY_MS = 150;
/** The suggest route's longest text; a longer one is only searched. */
const SUGGEST_MAX = 100;

export interface ListingSearchBoxProps {
  /** What the box shows at first: the search page's text. */
  initialText?: string;
  /** A search asked for: Enter (the text as typed), or a picked completion. */
  onSearch: (request: SearchRequest) => void;
  /**
   * The stand-in this box replaces (lazy-listing-search-box.tsx): what the member left in it, read
   * when the box is put on the page, since this box's render may have started before the last keys.
   */
  handover?: SearchBoxHandover;
}

/** A field's state as the member left it: its text, whether it had the focus, and the caret or selection. */
export interface SearchBoxHandover {
  text: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
  selectionDirection: 'forward' | 'backward' | 'none' | null;
}

function SuggestionOption({ suggestion, index }: { suggestion: ListingSuggestion; index: number }) {
  const { t } = useTranslation();
  const place = suggestion.kind === 'district' || suggestion.kind === 'area';
  return (
    <Combobox.Option value={String(index)}>
      <Group gap="xs" wrap="nowrap">
        {suggestion.kind === 'word' ? (
          <IconSearch size={16} aria-hidden />
        ) : place ? (
          <IconMapPin size={16} aria-hidden />
        ) : (
          <IconCategory size={16} aria-hidden />
        )}
        <Text span dir="auto" style={{ flex: 1 }}>
          {suggestion.text}
        </Text>
        {suggestion.kind !== 'word' && (
          <Text span size="xs" c="dimmed">
            {t(`listingSearch.kinds.${suggestion.kind}`)}
          </Text>
        )}
      </Group>
    </Combobox.Option>
  );
}

/**
 * The listings' search box (Home, the Classifieds tab, the search page): completions as the member
 * types, a keyboard-accessible combobox (arrows, Enter, Escape); Enter searches the text as typed.
 */
export function ListingSearchBox({ initialText = '', onSearch, handover }: ListingSearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(handover?.text ?? initialText);
  const [pending] = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // On the input itself: Mantine puts a `dir` prop on the wrapper, where 'auto' never sees the text.
  const input = useRef<HTMLInputElement | null>(null);
  const inputDir = useInputDir<HTMLInputElement>('auto', input);
  // In the commit that puts this box on the page, after the stand-in has written down its state as
  // it left (its own layout cleanup runs first, in the same commit), and before the browser can
  // deliver another key: so nothing typed, no focus and no caret is lost in between.
  useLayoutEffect(() => {
    const element = input.current;
    if (!handover || !element) return;
    if (element.value !== handover.text) {
      // The DOM first, so React's render of the same text leaves the value, and the caret, alone.
      element.value = handover.text;
      setText(handover.text);
    }
    if (handover.focused) {
      element.focus({ preventScroll: true });
      const end = handover.text.length;
      element.setSelectionRange(handover.selectionStart ?? end, handover.selectionEnd ?? end, handover.selectionDirection ?? 'none');
    }
    // Once, when the box arrives: later the box's own state is the truth.
  }, []);
  const asking = pending !== '' && pending.length <= SUGGEST_MAX;
  const suggestions = useQuery({
    queryKey: suggestKey(pending),
    queryFn: ({ signal }) => fetchSuggestions(pending, signal),
    enabled: asking,
    staleTime: 60_000,
    // The last completions stay while the next are on their way, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
  const shown: ListingSuggestion[] = asking && text.trim() !== '' ? (suggestions.data ?? []) : [];

  const search = (request: SearchRequest) => {
    combobox.closeDropdown();
    onSearch(request);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search({ q: text.trim() });
  };

  const pick = (value: string) => {
    const suggestion = shown[Number(value)];
    if (!suggestion) return;
    const request = requestOfSuggestion(text, suggestion);
    setText(request.q);
    search(request);
  };

  return (
    <form role="search" aria-label={t('listingSearch.label')} onSubmit={submit}>
      <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            type="search"
            enterKeyHint="search"
            aria-label={t('listingSearch.label')}
            placeholder={t('listingSearch.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            ref={inputDir}
            maxLength={200}
            autoComplete="off"
            radius="xl"
            size="md"
            rightSectionPointerEvents="all"
            rightSection={
              <ActionIcon type="submit" variant="subtle" radius="xl" aria-label={t('listingSearch.submit')}>
                <IconSearch size={18} aria-hidden />
              </ActionIcon>
            }
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={shown.length === 0}>
          <Combobox.Options aria-label={t('listingSearch.suggestions')}>
            {shown.map((suggestion, index) => (
              <SuggestionOption key={`${suggestion.kind}-${suggestion.id ?? suggestion.text}`} suggestion={suggestion} index={index} />
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}
