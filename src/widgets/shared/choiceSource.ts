/*
 * Pure helpers about where a choice widget's options come from, shared by its renderer and its code
 * generator (which runs under Node in the CLI, so nothing here may import React or the runtime).
 */

/**
 * The dictionary a choice widget reads, or undefined when its options come from elsewhere (its
 * optionSource is not 'dict'). A dictionary chosen but not yet named gives '': no options.
 *
 * @example
 * dictCodeOf({ optionSource: 'dict', dictCode: 'sex' }) // 'sex'
 * dictCodeOf({ dictCode: 'sex' }) // undefined
 */
export function dictCodeOf(options: { optionSource?: unknown; dictCode?: unknown }): string | undefined {
  if (options.optionSource !== 'dict') return undefined;
  return typeof options.dictCode === 'string' ? options.dictCode.trim() : '';
}
