import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  WATCHED_WORD_ACTIONS,
  WATCHED_WORD_CATEGORIES,
  ZSaveWatchedWordRequest,
  type SaveWatchedWordRequest,
  type WatchedWord,
  type WatchedWordAction,
  type WatchedWordCategory,
} from '@souq/contract/watched-words';
import { messages } from '@/i18n/console/messages';
import type { ListFormEvents } from '@/components/console/list-or-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormCard } from '@/components/form/form-card';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { errorText } from '@/lib/api-client';
import { useSaveWatchedWord } from '../api';

const t = messages.console.watchedWords;

interface WordValues {
  phrase: string;
  action: WatchedWordAction;
  category: WatchedWordCategory;
  active: boolean;
}

export interface WordFormProps extends ListFormEvents {
  /** Edit mode when present. */
  word?: WatchedWord;
}

/** Add or edit a watched word: its text, what a match does, its category and on/off. */
export function WordForm({ word, onSaved, onFailed, onBack }: WordFormProps) {
  const save = useSaveWatchedWord();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty },
  } = useForm<WordValues, unknown, SaveWatchedWordRequest>({
    // `active` is optional in the request (it defaults to on) and always set in the form.
    resolver: zodResolver(ZSaveWatchedWordRequest) as Resolver<WordValues, unknown, SaveWatchedWordRequest>,
    defaultValues: { phrase: word?.phrase ?? '', action: word?.action ?? 'hold', category: word?.category ?? 'other', active: word?.active ?? true },
  });

  const submit = handleSubmit(async (request) => {
    try {
      await save.mutateAsync({ id: word?._id, body: request });
      onSaved(word ? messages.generic.updateSuccess : messages.generic.dataAdded);
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['phrase', 'action', 'category', 'active'])) onFailed(errorText(error));
    }
  });

  return (
    <FormCard title={word ? t.editTitle : t.addTitle} busy={save.isPending} onSubmit={(event) => void submit(event)} onBack={onBack} dirty={isDirty} labels={t}>
      <TextField control={control} name="phrase" label={t.phrase} required />
      <SelectField
        control={control}
        name="action"
        label={t.action}
        data={WATCHED_WORD_ACTIONS.map((action) => ({ value: action, label: t.actionNames[action] }))}
        mt="sm"
      />
      <SelectField
        control={control}
        name="category"
        label={t.category}
        data={WATCHED_WORD_CATEGORIES.map((category) => ({ value: category, label: t.categories[category] }))}
        mt="sm"
      />
      <CheckboxField control={control} name="active" label={t.activeLabel} mt="md" />
    </FormCard>
  );
}
