import { useMessageTranslation } from '@/lib/message-translation';
import { useFormBusy } from './form-busy';
import { withListingLinks } from './message-links';

/**
 * What every field of the kit shows the same way, whatever holds its value: its message in the
 * reader's language (a listing it names made a link), announced as an alert (the browser tests
 * find errors by role and text), and disabled while the form saves. The kit's bound fields use it
 * through useFieldProps; a form that cannot carry react-hook-form (the members' log-in page,
 * under a JavaScript budget) spreads it on its inputs directly.
 */
export function useFieldChrome(message: string | undefined, disabled?: boolean) {
  const busy = useFormBusy();
  const translate = useMessageTranslation();
  return {
    disabled: busy || Boolean(disabled),
    error: message ? withListingLinks(translate(message)) : undefined,
    errorProps: { role: 'alert' },
  };
}
