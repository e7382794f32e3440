import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { createExpiringStorage } from '../session/storage';
import { readSettings, writeSetting, type AppSettings } from './settings';

/** Local storage, entries kept until changed (a setting is the browser's, not the session's). */
const settingsStorage = createExpiringStorage(window.localStorage, { ttlMs: null });

/** The settings of SPEC.md §4, restored from local storage when the app starts. */
export const settingsAtom = atom<AppSettings>(readSettings(settingsStorage));

/** Whether the settings drawer is open (the user menu's 系统设置 and the header's gear open it). */
export const settingsDrawerOpenAtom = atom(false);

const changeSettingAtom = atom(
  null,
  (get, set, change: { key: keyof AppSettings; value: AppSettings[keyof AppSettings] }) => {
    set(settingsAtom, writeSetting(settingsStorage, get(settingsAtom), change.key, change.value));
  },
);

/**
 * The settings and a function that changes one of them, in the app and in local storage.
 *
 * @example
 * const [settings, change] = useSettings(); change('layout', 'topmenu');
 */
export function useSettings(): [
  AppSettings,
  <K extends keyof AppSettings>(key: K, value: AppSettings[K]) => void,
] {
  const settings = useAtomValue(settingsAtom);
  const set = useSetAtom(changeSettingAtom);
  const change = useCallback(
    <K extends keyof AppSettings>(key: K, value: AppSettings[K]) => set({ key, value }),
    [set],
  );
  return [settings, change];
}
