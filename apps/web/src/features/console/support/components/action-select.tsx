import { NativeSelect } from '@mantine/core';
import { CONTACT_FORM_ACTIONS } from '@souq/contract/constants';
import { messages } from '@/i18n/console/messages';

const t = messages.console.support;

export type ContactFormAction = (typeof CONTACT_FORM_ACTIONS)[number];

export const isAction = (value: string): value is ContactFormAction => (CONTACT_FORM_ACTIONS as readonly string[]).includes(value);

export interface ActionSelectProps {
  formId: string;
  value: ContactFormAction;
  busy: boolean;
  onChange: (action: ContactFormAction) => void;
}

/** The pending/completed selector of one contact form. */
export function ActionSelect({ formId, value, busy, onChange }: ActionSelectProps) {
  return (
    <NativeSelect
      aria-label={`${t.action} ${formId}`}
      size="sm"
      value={value}
      disabled={busy}
      data={CONTACT_FORM_ACTIONS.map((action) => ({ value: action, label: t[action] }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isAction(next) && next !== value) onChange(next);
      }}
      styles={{ input: { color: value === 'completed' ? 'var(--mantine-color-teal-text)' : undefined } }}
    />
  );
}
