/** What the time and date widgets' design options ask of an antd picker. */
export interface PickerBehaviourOptions {
  /** Element's readonly: the value shows, no panel opens, nothing can be cleared. */
  readOnly?: boolean;
  /** false: the text box cannot be typed in; the panel is the only way to choose. */
  editable?: boolean;
  clearable?: boolean;
}

/**
 * antd picker props for Element's readonly, editable and clearable.
 *
 * @example
 * <TimePicker {...pickerBehaviour({ editable: false, clearable: true })} />
 */
export function pickerBehaviour({ readOnly, editable = true, clearable = true }: PickerBehaviourOptions) {
  if (readOnly) return { open: false, inputReadOnly: true, allowClear: false } as const;
  return { inputReadOnly: !editable, allowClear: clearable };
}

/**
 * A range picker's two placeholders, or undefined (antd's own) when the design gives neither.
 *
 * @example
 * rangePlaceholder('开始时间', '') // ['开始时间', '']
 */
export function rangePlaceholder(start?: string, end?: string): [string, string] | undefined {
  return start || end ? [start ?? '', end ?? ''] : undefined;
}

/** A stored picker value as read-pretty text: a range joined by '~', a list by '、'. */
export function storedText(value: unknown, range: boolean): string | undefined {
  if (Array.isArray(value)) return value.length ? value.map(String).join(range ? ' ~ ' : '、') : undefined;
  return value === null || value === undefined || value === '' ? undefined : String(value);
}
