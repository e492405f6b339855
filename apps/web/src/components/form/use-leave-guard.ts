import { createContext, use, useCallback, useEffect, useRef } from 'react';

/** One form with unsaved changes, as the console's leave guard knows it. */
export interface UnsavedForm {
  /** Search parameters whose change also closes the form (a detail opened by ?ticket=...). */
  searchKeys: readonly string[];
  /** Its save went through: the navigation that follows must not ask. */
  released: boolean;
}

export interface LeaveGuardRegistry {
  /** Adds a form that has unsaved changes; the answer takes it out again. */
  add: (form: UnsavedForm) => () => void;
  /**
   * Runs `leave` at once when none of `forms` (every form, without it) has unsaved changes; else
   * asks "Leave without saving?", and on Leave releases them and runs `leave`.
   */
  confirm: (leave: () => void, forms?: readonly UnsavedForm[]) => void;
}

/**
 * Outside the console layout (unit tests of a single form) nothing asks: every way out runs at
 * once, as it did before the guard.
 */
const unguarded: LeaveGuardRegistry = {
  add: () => () => undefined,
  confirm: (leave) => leave(),
};

export const LeaveGuardContext = createContext<LeaveGuardRegistry>(unguarded);

export interface LeaveGuardOptions {
  /** Search parameters whose change closes the form, beside any change of page. */
  searchKeys?: readonly string[];
}

export interface LeaveGuard {
  /** Runs `leave` (an in-page Back, closing a dialog) at once when nothing is unsaved, else after Leave. */
  confirm: (leave: () => void) => void;
  /** The save went through: call before a navigation that follows it, which then does not ask. */
  release: () => void;
}

/**
 * leaving a console form with unsaved changes asks first. While `dirty`, a change of
 * page (a link, the browser's Back, Logout, the language switch) asks through the console
 * layout's LeaveGuardProvider, and closing or reloading the tab gets the browser's own question.
 */
export function useLeaveGuard(dirty: boolean, { searchKeys = [] }: LeaveGuardOptions = {}): LeaveGuard {
  const registry = use(LeaveGuardContext);
  const current = useRef<UnsavedForm | null>(null);
  // A string, so callers may pass a fresh array on every render.
  const keys = searchKeys.join(',');

  useEffect(() => {
    if (!dirty) return undefined;
    // A form that turns clean and then dirty again is a new entry, so an earlier release never carries over.
    const form: UnsavedForm = { searchKeys: keys ? keys.split(',') : [], released: false };
    current.current = form;
    const remove = registry.add(form);
    const warn = (event: BeforeUnloadEvent) => {
      if (form.released) return;
      // Both, for the browsers that still read returnValue.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      remove();
      if (current.current === form) current.current = null;
    };
  }, [dirty, keys, registry]);

  const release = useCallback(() => {
    if (current.current) current.current.released = true;
  }, []);

  const confirm = useCallback(
    (leave: () => void) => {
      const form = current.current;
      if (form) registry.confirm(leave, [form]);
      else leave();
    },
    [registry],
  );

  return { confirm, release };
}

/** For the console's own ways out (Logout, the language switch): asks when any form has unsaved changes. */
export function useConfirmLeave(): (leave: () => void) => void {
  const { confirm } = use(LeaveGuardContext);
  return useCallback((leave: () => void) => confirm(leave), [confirm]);
}
