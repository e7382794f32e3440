import { createContext, useContext } from 'react';
import type { BlankSlots, DesignConfig, RemoteFunctions } from '../types';
import type { Flavour } from './flavour';

/** What a widget component may read from the form drawing it. */
export interface FormRuntime {
  remote: RemoteFunctions;
  slots: BlankSlots;
  flavour: Flavour;
  config: DesignConfig;
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
