import type { CheckboxOptions, RadioOptions } from '../../../schemas';
import { useDictionary } from '../../runtime';
import { dictCodeOf } from './choiceSource';
import { useRemoteOptions, type RemoteSource } from './useRemoteOptions';

/** One choice as a radio or checkbox group draws it. */
export interface Choice {
  value: string | number;
  label: string;
}

/**
 * Where a choice widget takes its options from (SPEC.md §3): the static `options` list, or, with
 * `remote`, the host function named by `remoteFunc`, mapped by `props`; `remoteOptions` is the cache an
 * exported design may carry and is shown until (or instead of) the host's answer. With `dictCode` the
 * items of that dictionary, before anything else.
 */
export interface ChoiceSource extends RemoteSource {
  options?: ReadonlyArray<{ value: string | number; label?: string }>;
  showLabel?: boolean;
  /** The dictionary whose items are the options (GET /sys/dict/getDictItems/{dictCode}). */
  dictCode?: string;
}

/**
 * Picks the source fields a radio or checkbox group passes on to its component.
 *
 * @example
 * choiceSource({ optionSource: 'dict', dictCode: 'sex' }) // { options: [], showLabel: false, remote: false, dictCode: 'sex', … }
 */
export function choiceSource(options: RadioOptions | CheckboxOptions): ChoiceSource {
  const dictCode = dictCodeOf(options);
  return {
    options: Array.isArray(options.options) ? options.options : [],
    showLabel: options.showLabel === true,
    remote: options.remote === true && dictCode === undefined,
    remoteFunc: options.remoteFunc || undefined,
    remoteOptions: options.remoteOptions,
    props: options.props,
    ...(dictCode !== undefined ? { dictCode } : {}),
  };
}

/**
 * The items of the source's dictionary as choices (text shown, value stored); undefined when the
 * source is not a dictionary. Fetched through the page's dictionary cache: one request per code.
 *
 * @example
 * const items = useDictionaryChoices({ dictCode: 'sex' }); // [{ value: '1', label: '男' }, …] once loaded
 */
export function useDictionaryChoices(source: Pick<ChoiceSource, 'dictCode'>): Choice[] | undefined {
  const { dictCode } = source;
  const items = useDictionary(dictCode || undefined);
  if (dictCode === undefined) return undefined;
  return items.map((item) => ({ value: item.value, label: item.text || item.label || item.value }));
}

/**
 * The choices to draw. A dictionary's items show their text; static options show their label when
 * showLabel is set, otherwise their value (the original designer's rule); remote ones are the host
 * function's records mapped by props, with the design's cached remoteOptions until the host answers
 * (useRemoteOptions).
 *
 * @example
 * const choices = useChoices({ remote: true, remoteFunc: 'funcGetCities', props: { value: 'id', label: 'name' } });
 */
export function useChoices(source: ChoiceSource): Choice[] {
  const dictionary = useDictionaryChoices(source);
  const remote = useRemoteOptions(source);
  if (dictionary) return dictionary;
  if (remote) return remote.map(({ value, label }) => ({ value, label }));
  return (source.options ?? []).flatMap((item) =>
    typeof item.value === 'string' || typeof item.value === 'number'
      ? [{ value: item.value, label: String(source.showLabel ? (item.label ?? item.value) : item.value) }]
      : [],
  );
}
