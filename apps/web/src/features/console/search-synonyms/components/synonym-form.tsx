import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZSaveSearchSynonymRequest, type SaveSearchSynonymRequest, type SearchSynonym } from '@souq/contract/search-synonyms';
import { messages } from '@/i18n/console/messages';
import type { ListFormEvents } from '@/components/console/list-or-form';
import { FormCard } from '@/components/form/form-card';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { errorText } from '@/lib/api-client';
import { useSaveSearchSynonym } from '../api';
import { TermsField } from './terms-field';

const t = messages.console.searchSynonyms;

interface SynonymValues {
  terms: string[];
}

export interface SynonymFormProps extends ListFormEvents {
  /** Edit mode when present (its terms prefilled); add mode otherwise. */
  group?: SearchSynonym;
}

/**
 * Add or edit a synonym group: its terms, checked with the contract's schema (the server's own
 * rules and messages). A term another group holds comes back as the server's 409 on the field.
 */
export function SynonymForm({ group, onSaved, onFailed, onBack }: SynonymFormProps) {
  const save = useSaveSearchSynonym();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty },
  } = useForm<SynonymValues, unknown, SaveSearchSynonymRequest>({
    resolver: zodResolver(ZSaveSearchSynonymRequest),
    defaultValues: { terms: group?.terms ?? [] },
  });

  const submit = handleSubmit(async (request) => {
    try {
      await save.mutateAsync(group ? { id: group._id, ...request } : request);
      onSaved(group ? messages.generic.updateSuccess : messages.generic.dataAdded);
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['terms'])) onFailed(errorText(error));
    }
  });

  return (
    <FormCard
      title={group ? t.editTitle : t.addTitle}
      busy={save.isPending}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      dirty={isDirty}
      labels={t}
    >
      <TermsField control={control} name="terms" />
    </FormCard>
  );
}
