import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconLock, IconLockOpen } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messages, translateFieldError } from '@/i18n/console/messages';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { ZUpdateTicketRequest } from '@souq/contract/support';
import type { TicketStatus } from '../api';

const t = messages.console.support;
const s = messages.support;

// The server's own rule for `replay` (trimmed, at most 5000 characters), without its default.
const ZReply = z.object({ replay: ZUpdateTicketRequest.shape.replay.unwrap() });
type ReplyValues = z.input<typeof ZReply>;

export interface TicketReplyFormProps {
  status: TicketStatus;
  busy: boolean;
  /** Answers whether the save went through (its error is the detail's to show). */
  onSave: (input: { replay: string; status: TicketStatus }) => Promise<boolean>;
  /** After a save went through (the detail closes). */
  onSaved: () => void;
  onBack: () => void;
  /** Search parameters whose change closes the form (the page's ?ticket=). */
  searchKeys?: readonly string[];
}

/**
 * The reply box with 'Update Replay' (the reply with the current status) and 'close ticket' or
 * 'open ticket' (the reply, if any, with the other status). Saving nothing at all is refused here,
 * with the server's text, instead of round-tripping.
 */
export function TicketReplyForm({ status, busy, onSave, onSaved, onBack, searchKeys }: TicketReplyFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<ReplyValues>({ resolver: zodResolver(ZReply), defaultValues: { replay: '' } });
  const guard = useLeaveGuard(isDirty, { searchKeys });

  const saveWith = (next: TicketStatus) =>
    handleSubmit(async ({ replay }) => {
      const text = replay.trim();
      if (text === '' && next === status) {
        setError('replay', { message: s.replyOrStatusRequired }, { shouldFocus: true });
        return;
      }
      if (!(await onSave({ replay: text, status: next }))) return;
      // The detail closes at once, with the reply still in the box: that is no leaving.
      guard.release();
      onSaved();
    });
  const other: TicketStatus = status === 'open' ? 'closed' : 'open';

  return (
    <form onSubmit={(event) => void saveWith(status)(event)} noValidate aria-busy={busy || undefined}>
      <Stack gap="sm">
        <Textarea
          label={t.reply}
          autosize
          minRows={3}
          maxRows={12}
          dir="auto"
          disabled={busy}
          error={translateFieldError(errors.replay?.message)}
          errorProps={{ role: 'alert' }}
          {...register('replay')}
        />
        <Group justify="space-between" gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => guard.confirm(onBack)} disabled={busy}>
            {t.back}
          </Button>
          <Group gap="sm">
            <Button
              variant="light"
              color={other === 'closed' ? 'gray' : 'teal'}
              leftSection={other === 'closed' ? <IconLock size={16} /> : <IconLockOpen size={16} />}
              onClick={(event) => void saveWith(other)(event)}
              disabled={busy}
            >
              {other === 'closed' ? t.closeTicket : t.openTicket}
            </Button>
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={busy}>
              {t.updateReplay}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
