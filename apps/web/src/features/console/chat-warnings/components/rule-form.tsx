import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHAT_WARNING_CATEGORIES,
  ZAddChatWarningRuleRequest,
  ZEditChatWarningRuleRequest,
  type AddChatWarningRuleRequest,
  type ChatWarningCategory,
  type ChatWarningRule,
} from '@souq/contract/chat-warnings';
import { messages } from '@/i18n/console/messages';
import type { ListFormEvents } from '@/components/console/list-or-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormCard } from '@/components/form/form-card';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { errorText } from '@/lib/api-client';
import { useSaveChatWarningRule } from '../api';

const t = messages.console.chatWarnings;

interface RuleValues {
  text: string;
  category: ChatWarningCategory;
  active: boolean;
}

export interface RuleFormProps extends ListFormEvents {
  /** Edit mode when present; adding always adds a phrase (the built-in checks exist once each). */
  rule?: ChatWarningRule;
}

/** Add a phrase, or edit a rule: a phrase's text, and any rule's advice and on/off. */
export function RuleForm({ rule, onSaved, onFailed, onBack }: RuleFormProps) {
  const save = useSaveChatWarningRule();
  const isPhrase = !rule || rule.kind === 'phrase';
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty },
  } = useForm<RuleValues, unknown, AddChatWarningRuleRequest>({
    // A built-in check has no text: it is checked (and sent) without one.
    resolver: zodResolver(isPhrase ? ZAddChatWarningRuleRequest : ZEditChatWarningRuleRequest.omit({ text: true })) as never,
    defaultValues: { text: rule?.text ?? '', category: rule?.category ?? 'advance_payment', active: rule?.active ?? true },
  });

  const submit = handleSubmit(async (request) => {
    try {
      if (rule) {
        const body = { category: request.category, active: request.active, ...(isPhrase ? { text: request.text } : {}) };
        await save.mutateAsync({ id: rule._id, body });
      } else await save.mutateAsync({ body: request });
      onSaved(rule ? messages.generic.updateSuccess : messages.generic.dataAdded);
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['text', 'category', 'active'])) onFailed(errorText(error));
    }
  });

  return (
    <FormCard title={rule ? t.editTitle : t.addTitle} busy={save.isPending} onSubmit={(event) => void submit(event)} onBack={onBack} dirty={isDirty} labels={t}>
      {isPhrase ? <TextField control={control} name="text" label={t.text} required /> : <p>{t.kinds[rule.kind]}</p>}
      <SelectField
        control={control}
        name="category"
        label={t.category}
        data={CHAT_WARNING_CATEGORIES.map((category) => ({ value: category, label: t.categories[category] }))}
        mt="sm"
      />
      <CheckboxField control={control} name="active" label={t.activeLabel} mt="md" />
    </FormCard>
  );
}
