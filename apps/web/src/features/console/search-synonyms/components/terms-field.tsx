import { useId, useState, type KeyboardEvent } from 'react';
import { Badge, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fillTemplate } from '@souq/contract/fill-template';
import { normalizeSynonymTerm } from '@souq/contract/search-synonyms';
import { messages } from '@/i18n/console/messages';
import { useFieldChrome } from '@/components/form/field-chrome';
import { useInputDir } from '@/components/form/input-dir';

const t = messages.console.searchSynonyms;

/** The first message of a field's error: the list's own, or the first term's (`terms.2`). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const inner of Object.values(error)) {
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

export interface TermsFieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
}

/**
 * The terms of a synonym group as a tags input: a term typed and confirmed with Enter (or by
 * leaving the box, so a last term typed before Save is not lost) joins the list, each shown as
 * written with a button that removes it. Below, what the server will store when that differs
 * (normalised, spellings that read alike merged), so nobody is surprised by the list afterwards.
 */
export function TermsField<T extends FieldValues, C, O>({ control, name }: TermsFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control, name });
  // The list's own message, or the first refused term's: both belong under the one box.
  const chrome = useFieldChrome(firstMessage(fieldState.error));
  const [draft, setDraft] = useState('');
  const inputRef = useInputDir<HTMLInputElement>('auto', field.ref);
  const listId = useId();
  const value: unknown = field.value;
  const terms = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

  const commit = () => {
    const term = draft.trim();
    if (!term) return false;
    if (!terms.includes(term)) field.onChange([...terms, term]);
    setDraft('');
    return true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the term; with nothing typed it submits the form as Enter always does.
    if (event.key === 'Enter' && commit()) event.preventDefault();
  };
  const remove = (term: string) => field.onChange(terms.filter((other) => other !== term));

  const stored = [...new Set(terms.map(normalizeSynonymTerm).filter(Boolean))];
  const differs = stored.join('\n') !== terms.join('\n');

  return (
    <div>
      <TextInput
        ref={inputRef}
        label={t.termsLabel}
        description={t.termsHint}
        required
        value={draft}
        {...chrome}
        aria-describedby={terms.length > 0 ? listId : undefined}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commit();
          field.onBlur();
        }}
      />
      {terms.length > 0 && (
        <Group component="ul" id={listId} aria-label={t.termsList} gap={6} mt="xs" p={0} style={{ listStyle: 'none' }}>
          {terms.map((term) => (
            <li key={term}>
              <Badge
                variant="light"
                size="lg"
                tt="none"
                fw={500}
                rightSection={
                  <CloseButton size="xs" disabled={chrome.disabled} aria-label={fillTemplate(t.removeTerm, { term })} onClick={() => remove(term)} />
                }
              >
                <span dir="auto">{term}</span>
              </Badge>
            </li>
          ))}
        </Group>
      )}
      {differs && stored.length > 0 && (
        <Text size="sm" c="dimmed" mt={6}>
          {t.storedAs}:{' '}
          {stored.map((term, i) => (
            <span key={term}>
              {i > 0 && ' · '}
              <bdi dir="auto">{term}</bdi>
            </span>
          ))}
        </Text>
      )}
    </div>
  );
}
