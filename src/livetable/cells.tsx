/**
 * How each live table column type shows and edits a value (SPEC.md §5: number cells, date cell, multi-select
 * comma-joined, checkbox with custom true/false values). Editors are native controls: they open at once, take
 * the keyboard without a popup and cost nothing while 100,000 rows scroll.
 */
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { SelectSearchEditor } from './SelectSearch';
import type { CellEditorProps } from './VirtualGrid';
import type { LiveColumn, LiveRow } from './types';

const NUMBER = /^-?\d*(\.\d*)?$/;

/**
 * A tags cell's text (SPEC §5 "tags input"): typed semicolons are stripped and the separator ';' is inserted
 * after every 2 characters.
 *
 * @example
 * formatTags('abc;de'); // 'ab;cd;e'
 */
export function formatTags(text: string): string {
  return (text.replace(/;/g, '').match(/.{1,2}/gu) ?? []).join(';');
}

/** The text a cell shows for its value. */
export function displayValue(column: LiveColumn, value: unknown): string {
  if (value === undefined || value === null) return '';
  const label = (v: string) => column.options?.find((option) => String(option.value) === v)?.label ?? v;
  switch (column.type) {
    case 'select':
    case 'select-search':
      return label(String(value));
    case 'multi-select':
      return String(value).split(',').filter(Boolean).map(label).join('，');
    case 'checkbox':
      return '';
    case 'tags':
      return formatTags(String(value));
    case 'date':
    case 'datetime': {
      // An ISO instant from the API shows in the cell's format, in local time (SPEC §5 "Date cell").
      const text = String(value);
      if (!text.includes('T') || !dayjs(text).isValid()) return text;
      return dayjs(text).format(column.type === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss');
    }
    default:
      return String(value);
  }
}

/** The value an editor's text becomes (numbers become numbers; invalid number text becomes empty). */
export function parseValue(column: LiveColumn, text: string): unknown {
  if (column.type === 'inputNumber') {
    if (text === '' || text === '-' || !NUMBER.test(text)) return '';
    const number = Number(text);
    return Number.isFinite(number) ? number : '';
  }
  if (column.type === 'tags') return formatTags(text);
  if (column.type === 'datetime') return text.replace('T', ' ').replace(/^(.{16})$/, '$1:00');
  return text;
}

const inputType: Partial<Record<LiveColumn['type'], string>> = {
  date: 'date',
  datetime: 'datetime-local',
  time: 'time',
};

/**
 * Draws the editor of a column, or nothing for columns edited in place (checkbox) or not at all (hidden).
 *
 * @example
 * const editor = editorFor({ key: 'qty', title: '数量', type: 'inputNumber' });
 */
export function editorFor(column: LiveColumn): ((props: CellEditorProps<LiveRow>) => ReactNode) | undefined {
  const inPlace = ['checkbox', 'hidden', 'upload', 'image', 'popup', 'slot', 'user-select', 'depart-select'];
  if (inPlace.includes(column.type) || column.disabled) return undefined;
  if (column.type === 'select-search') {
    return function SearchEditor(props) {
      return <SelectSearchEditor {...props} column={column} />;
    };
  }
  return function CellEditor({ row, initial, commit, cancel }) {
    const current = row[column.key];
    const keys = (event: React.KeyboardEvent<HTMLElement>, value: () => unknown) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        cancel();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        commit(value(), 'right');
      } else if (event.key === 'Enter' && !(column.type === 'textarea' && event.shiftKey)) {
        event.preventDefault();
        commit(value(), 'down');
      }
    };
    const focus = (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
      if (element && document.activeElement !== element) element.focus();
    };
    if (column.type === 'select' || column.type === 'multi-select') {
      const multiple = column.type === 'multi-select';
      const selected = String(current ?? '')
        .split(',')
        .filter(Boolean);
      const read = (element: HTMLSelectElement) =>
        multiple ? Array.from(element.selectedOptions, (option) => option.value).join(',') : element.value;
      return (
        <select
          className="dg-lt-editor"
          aria-label={column.title}
          ref={focus}
          multiple={multiple}
          size={multiple ? Math.min(6, (column.options?.length ?? 0) + 1) : undefined}
          defaultValue={multiple ? selected : (selected[0] ?? '')}
          style={
            multiple ? { height: 'auto', position: 'absolute', zIndex: 3, background: '#fff' } : undefined
          }
          onChange={(event) => !multiple && commit(read(event.currentTarget))}
          onBlur={(event) => multiple && commit(read(event.currentTarget))}
          onKeyDown={(event) => keys(event, () => read(event.currentTarget as HTMLSelectElement))}
        >
          {!multiple && <option value="">请选择</option>}
          {column.options?.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    const text = initial ?? String(current ?? '').replace(/^(\d{4}-\d\d-\d\d) /, '$1T');
    if (column.type === 'textarea') {
      return (
        <textarea
          className="dg-lt-editor"
          aria-label={column.title}
          ref={focus}
          defaultValue={text}
          style={{ height: 64, position: 'absolute', zIndex: 3, width: column.width ?? 160 }}
          onKeyDown={(event) => keys(event, () => event.currentTarget.value)}
        />
      );
    }
    return (
      <input
        className="dg-lt-editor"
        aria-label={column.title}
        ref={focus}
        type={inputType[column.type] ?? 'text'}
        step={column.type === 'datetime' || column.type === 'time' ? 1 : undefined}
        inputMode={column.type === 'inputNumber' ? 'decimal' : undefined}
        defaultValue={text}
        placeholder={column.placeholder ?? `请输入${column.title}`}
        onChange={(event) => {
          // A number cell reverts a keystroke that makes the text no number (SPEC §5 "Number cells").
          const input = event.currentTarget;
          if (column.type === 'inputNumber' && !NUMBER.test(input.value)) {
            input.value = input.dataset.last ?? '';
          } else if (column.type === 'tags') {
            // The separator goes in as the user types, and a semicolon typed by hand is dropped.
            input.value = formatTags(input.value);
          } else input.dataset.last = input.value;
        }}
        onKeyDown={(event) => keys(event, () => parseValue(column, event.currentTarget.value))}
      />
    );
  };
}
