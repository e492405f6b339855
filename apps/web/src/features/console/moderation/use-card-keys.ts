import { useRef, useState } from 'react';
import { typingInField } from './typing-in-field';
import { useWindowKeys } from './use-window-keys';

/**
 * Keyboard work through a tab's cards (appeals, reported ratings): j and k move the selection and
 * the focus, each of `actions`' keys acts on the selected card, ? opens the tab's help. Keys
 * belong to a field being typed in or to an open dialog, never to the cards behind it.
 */
export function useCardKeys<T extends { _id: string }>(items: T[], actions: Record<string, (item: T) => void>, onHelp: () => void) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const index = Math.max(
    0,
    items.findIndex((item) => item._id === selectedId),
  );
  const selected: T | undefined = items[index];
  const cards = useRef<(HTMLElement | null)[]>([]);

  useWindowKeys((event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || typingInField(event.target) || document.querySelector('[role="dialog"]')) return;
    const move = (step: number) => {
      const next = Math.max(0, Math.min(items.length - 1, index + step));
      const item = items[next];
      if (!item) return;
      setSelectedId(item._id);
      cards.current[next]?.focus();
    };
    const act = actions[event.key];
    const handler =
      event.key === 'j' ? () => move(1) : event.key === 'k' ? () => move(-1) : event.key === '?' ? onHelp : act && selected ? () => act(selected) : null;
    if (!handler) return;
    event.preventDefault();
    handler();
  });

  /** The props a card takes: focus and click select it, and it shows as selected. */
  const cardProps = (item: T, i: number) => ({
    tabIndex: 0,
    ref: (element: HTMLElement | null) => {
      cards.current[i] = element;
    },
    onFocus: () => setSelectedId(item._id),
    onClick: () => setSelectedId(item._id),
    'aria-current': item._id === selected?._id ? ('true' as const) : undefined,
    style: item._id === selected?._id ? { outline: '2px solid var(--mantine-color-blue-filled)' } : undefined,
  });

  return { selected, cardProps };
}
