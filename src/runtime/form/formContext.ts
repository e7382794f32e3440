import { createContext, useContext } from 'react';
import type { AnyConfig, BlankSlots, RemoteFunctions } from '../types';
import type { Flavour } from './flavour';

/** What a widget component may read from the form drawing it. */
export interface FormRuntime {
  remote: RemoteFunctions;
  slots: BlankSlots;
  flavour: Flavour;
  config: AnyConfig;
}

export const FormRuntimeContext = createContext<FormRuntime>({
  remote: {},
  slots: {},
  flavour: 'antd',
  config: {},
});

/**
 * The host functions, blank slots and flavour of the enclosing GenerateForm.
 *
 * @example
 * const { remote } = useFormRuntime(); // remote.funcGetOptions(resolve)
 */
export function useFormRuntime(): FormRuntime {
  return useContext(FormRuntimeContext);
}
