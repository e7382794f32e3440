import { useEffect, useMemo, useState } from 'react';
import { useFormRuntime } from '../../runtime';
import { callHost, toOptions, type OptionFieldNames, type OptionNode } from './remote';

/** The remote part of a widget's options (SPEC.md §3, §7), as toSchema hands it to the component. */
export interface RemoteSource {
  remote?: boolean;
  remoteFunc?: string;
  /** Options already mapped (form-making writes the host's answer back here); used until the host answers. */
  remoteOptions?: unknown;
  props?: OptionFieldNames;
}

/**
 * The options of a remote widget: the host function named by remoteFunc (from the enclosing
 * GenerateForm's `remote`), mapped through `props`; until it answers, or when the host has no such
 * function, the design's own remoteOptions. Returns undefined when the widget is not remote.
 *
 * @example
 * const remoteOptions = useRemoteOptions({ remote: true, remoteFunc: 'funcGetCities', props: { value: 'id', label: 'name' } });
 */
export function useRemoteOptions(source: RemoteSource, withChildren = false): OptionNode[] | undefined {
  const { remote } = useFormRuntime();
  const { remote: isRemote, remoteFunc, remoteOptions, props } = source;
  const fn = isRemote && remoteFunc ? remote[remoteFunc] : undefined;
  // Keyed by the mapping's content so a new props object with the same fields does not refetch.
  const mapping = JSON.stringify(props ?? {});
  const cached = useMemo(() => toOptions(remoteOptions, {}, withChildren), [remoteOptions, withChildren]);
  const [loaded, setLoaded] = useState<{ fn: unknown; options: OptionNode[] } | null>(null);

  useEffect(() => {
    if (!fn) {
      if (isRemote && remoteFunc) console.warn(`Dougong: the host gives no remote function '${remoteFunc}'`);
      return;
    }
    let current = true;
    callHost(fn).then(
      (data) => {
        const fieldNames = JSON.parse(mapping) as OptionFieldNames;
        if (current) setLoaded({ fn, options: toOptions(data, fieldNames, withChildren) });
      },
      (error: unknown) => console.warn(`Dougong: remote function '${remoteFunc}' failed`, error),
    );
    return () => {
      current = false;
    };
  }, [fn, isRemote, remoteFunc, mapping, withChildren]);

  if (!isRemote) return undefined;
  return loaded && loaded.fn === fn ? loaded.options : cached;
}
