import { createContext, useContext } from 'react';

/** True while the surrounding form saves: every kit field reads it and disables itself. */
export const FormBusyContext = createContext(false);

export function useFormBusy(): boolean {
  return useContext(FormBusyContext);
}
