import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useServerText } from '@/i18n/members/server-text';

export interface FormFailureProps {
  /** The refusal's text (a server text, shown in the reader's language); nothing when null. */
  text: string | null | undefined;
  /** The join screens' and the profile's look: an icon, and a slimmer box inside the card. */
  withIcon?: boolean;
}

/** Why a members' form was refused, where no field shows it: announced as an alert. */
export function FormFailure({ text, withIcon = false }: FormFailureProps) {
  const translate = useServerText();
  if (!text) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={withIcon ? <IconAlertCircle size={18} aria-hidden /> : undefined} py={withIcon ? 'xs' : undefined}>
      {translate(text)}
    </Alert>
  );
}
