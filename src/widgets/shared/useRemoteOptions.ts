import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFormRuntime, type RemoteFunction } from '../../runtime';
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
 * The query key of a host function: a page source's own ([api, params], shared by every widget asking
 * it); a function the host hands in is asked per widget, and again when the host hands in another.
 */
function useFunctionKey(fn: RemoteFunction | undefined, name: string | undefined): readonly unknown[] {
  const widget = useId();
  const [calls] = useState(() => new Map<RemoteFunction, number>());
  // Beside the source's own query (the envelope, which the function reads), under the same API path.
  if (fn?.queryKey) return [...fn.queryKey, 'options'];
  if (fn && !calls.has(fn)) calls.set(fn, calls.size + 1);
  return ['remoteFunc', name, widget, fn ? calls.get(fn) : 0];
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
  const cached = useMemo(() => toOptions(remoteOptions, {}, withChildren), [remoteOptions, withChildren]);
  const { data, error } = useQuery({
    queryKey: useFunctionKey(fn, remoteFunc),
    queryFn: () => callHost(fn!),
    enabled: !!fn,
  });
  // Keyed by the mapping's content so a new props object with the same fields maps the same.
  const mapping = JSON.stringify(props ?? {});
  const options = useMemo(
    () =>
      data === undefined ? undefined : toOptions(data, JSON.parse(mapping) as OptionFieldNames, withChildren),
    [data, mapping, withChildren],
  );

  useEffect(() => {
    if (!fn && isRemote && remoteFunc)
      console.warn(`Dougong: the host gives no remote function '${remoteFunc}'`);
  }, [fn, isRemote, remoteFunc]);
  useEffect(() => {
    if (error) console.warn(`Dougong: remote function '${remoteFunc}' failed`, error);
  }, [error, remoteFunc]);

  if (!isRemote) return undefined;
  return fn && options ? options : cached;
}
