import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useBlocker, type Location } from 'react-router';
import { messages } from '@/i18n/console/messages';
import { ConfirmDialog } from '@/components/console/confirm-dialog';
import { LeaveGuardContext, type LeaveGuardRegistry, type UnsavedForm } from './use-leave-guard';

const c = messages.console.confirm;

/**
 * The question's place in the console's Modal.Stack. A dialog that asks before closing (the
 * banner link) takes a stackId too: Mantine then lets only the top dialog answer Escape, so the
 * Escape that asks does not also answer the question, nor the one that answers it ask again.
 */
const QUESTION = 'leave-without-saving';

/** Whether going from `current` to `next` closes `form`: another page, or one of its search parameters changed. */
function closes(form: UnsavedForm, current: Location, next: Location): boolean {
  if (current.pathname !== next.pathname) return true;
  if (form.searchKeys.length === 0) return false;
  const before = new URLSearchParams(current.search);
  const after = new URLSearchParams(next.search);
  return form.searchKeys.some((key) => before.get(key) !== after.get(key));
}

/**
 * The console's one leave guard (a data router supports a single useBlocker): it knows every
 * form with unsaved changes (useLeaveGuard), holds back a navigation that would close one of
 * them, and asks "Leave without saving?" with Stay focused, so Enter never throws work away.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const forms = useRef(new Set<UnsavedForm>());
  // An in-page way out (Back, Logout, the language switch) waiting for the answer.
  const [pending, setPending] = useState<(() => void) | null>(null);

  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
      [...forms.current].some((form) => !form.released && closes(form, currentLocation, nextLocation)),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  const registry = useMemo<LeaveGuardRegistry>(
    () => ({
      add: (form) => {
        forms.current.add(form);
        return () => forms.current.delete(form);
      },
      confirm: (leave, only) => {
        const unsaved = [...(only ?? forms.current)].filter((form) => !form.released);
        if (unsaved.length === 0) {
          leave();
          return;
        }
        // A function in state is called by setState, hence the wrapper.
        setPending(() => () => {
          for (const form of unsaved) form.released = true;
          leave();
        });
      },
    }),
    [],
  );

  const blocked = blocker.state === 'blocked';
  const stay = () => {
    if (blocked) blocker.reset();
    setPending(null);
  };
  const leave = () => {
    if (blocked) blocker.proceed();
    const run = pending;
    setPending(null);
    run?.();
  };

  return (
    <LeaveGuardContext value={registry}>
      <Modal.Stack>
        {children}
        <ConfirmDialog
          stackId={QUESTION}
          opened={blocked || pending !== null}
          title={c.leaveTitle}
          message={c.leaveMessage}
          cancelLabel={c.stay}
          confirmLabel={c.leave}
          onCancel={stay}
          onConfirm={leave}
        />
      </Modal.Stack>
    </LeaveGuardContext>
  );
}
