import { useEffect, useRef, useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { messages } from '@/i18n/console/messages';

export const SEARCH_DEBOUNCE_MS = 400;

export interface SearchBoxProps {
  value: string;
  onSearch: (value: string) => void;
  label?: string;
}

/** A search input that reports what was typed once typing pauses. */
export function SearchBox({ value, onSearch, label = messages.console.list.search }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const lastSent = useRef(value);
  const send = useDebouncedCallback((next: string) => {
    lastSent.current = next.trim();
    onSearch(next);
  }, SEARCH_DEBOUNCE_MS);

  // The address changed by itself (back/forward): show its search.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      value={text}
      dir="auto"
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={messages.console.list.clearSearch}
            onClick={() => {
              setText('');
              send.cancel();
              lastSent.current = '';
              onSearch('');
            }}
          />
        ) : null
      }
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 280 }}
    />
  );
}
