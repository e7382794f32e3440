/**
 * The live table's sub-form popover (JVxeTable's JVxeSubPopover, SPEC.md §4): a row's fields as a small form
 * beside its row. It opens below the row when more than 350 px remain below it, otherwise above. The row may
 * not be drawn yet (a virtualised grid scrolling to it), so finding it is retried up to 3 times 100 ms apart;
 * then '打开子表失败'. 确定 applies the changed fields through the table (parsed and validated as if typed).
 */
import { CloseOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { parseValue } from './cells';
import type { LiveColumn, LiveRow } from './types';

/** SPEC §4: the space needed below the row to open there, the tries and their interval. */
export const ROOM_BELOW = 350;
export const TRIES = 3;
export const RETRY_MS = 100;

interface Place {
  left: number;
  width: number;
  top?: number;
  bottom?: number;
}

/**
 * Where the popover goes for a row box: below when more than 350 px remain under it, else above.
 *
 * @example
 * placeFor({ top: 500, bottom: 532, left: 0, width: 800 }, 700).bottom; // 200: opens above
 */
export function placeFor(
  box: { top: number; bottom: number; left: number; width: number },
  viewport: number,
): Place {
  const width = Math.round(box.width * 0.96);
  if (viewport - box.bottom > ROOM_BELOW) return { left: box.left, width, top: box.bottom };
  return { left: box.left, width, bottom: viewport - box.top };
}

const EDITED: ReadonlySet<LiveColumn['type']> = new Set([
  'input',
  'inputNumber',
  'textarea',
  'select',
  'select-search',
  'multi-select',
  'date',
  'datetime',
  'time',
  'tags',
]);
const inputType: Partial<Record<LiveColumn['type'], string>> = {
  date: 'date',
  datetime: 'datetime-local',
  time: 'time',
};

export interface SubPopoverProps {
  /** The grid's box, searched for the row. */
  root: RefObject<HTMLElement | null>;
  rowKey: string;
  rowIndex: number;
  row: LiveRow;
  columns: readonly LiveColumn[];
  readOnly: boolean;
  /** The text of a field shown, not edited (names of users and departments, labels of choices). */
  label: (column: LiveColumn, value: unknown) => string;
  onApply: (values: Record<string, unknown>) => void;
  onClose: () => void;
}

/**
 * @example
 * <SubPopover root={box} rowKey="id-1" rowIndex={0} row={row} columns={columns} readOnly={false} onApply={save} onClose={close} />
 */
export function SubPopover(props: SubPopoverProps) {
  const { message } = App.useApp();
  const [place, setPlace] = useState<Place | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { root, rowKey, onClose } = props;

  // It stays where it opened: scrolling the grid closes it rather than leave it beside another row.
  useEffect(() => {
    const scroller = root.current?.querySelector('.dg-lt-scroller');
    scroller?.addEventListener('scroll', onClose, { passive: true });
    return () => scroller?.removeEventListener('scroll', onClose);
  }, [root, onClose]);

  useEffect(() => {
    let timer: number | undefined;
    const find = (tried: number) => {
      const element = root.current?.querySelector(`[data-row-key="${CSS.escape(rowKey)}"]`);
      if (element) {
        // Beside the row's height, across the grid's visible width (the row may be scrolled sideways).
        const row = element.getBoundingClientRect();
        const grid = element.closest('.dg-lt-scroller')?.getBoundingClientRect() ?? row;
        const box = { top: row.top, bottom: row.bottom, left: grid.left, width: grid.width };
        return setPlace(placeFor(box, window.innerHeight));
      }
      if (tried >= TRIES) {
        void message.error('打开子表失败');
        return onClose();
      }
      timer = window.setTimeout(() => find(tried + 1), RETRY_MS);
    };
    find(0);
    return () => window.clearTimeout(timer);
  }, [root, rowKey, message, onClose]);

  if (!place) return null;
  const fields = props.columns.filter((column) => !['popup', 'slot', 'hidden'].includes(column.type));
  const apply = () => {
    const data = new FormData(form.current!);
    const values: Record<string, unknown> = {};
    for (const column of fields) {
      const element = form.current!.elements.namedItem(column.key);
      if (!element) continue;
      const value =
        element instanceof HTMLSelectElement && element.multiple
          ? Array.from(element.selectedOptions, (option) => option.value).join(',')
          : parseValue(column, String(data.get(column.key)));
      if (String(value ?? '') !== String(props.row[column.key] ?? '')) values[column.key] = value;
    }
    if (Object.keys(values).length) props.onApply(values);
    onClose();
  };
  // On the body: a transformed ancestor (a tab's animation) would otherwise carry the fixed box with it.
  return createPortal(
    <div
      className="dg-lt-popover"
      role="dialog"
      aria-label={`子表：第 ${props.rowIndex + 1} 行`}
      style={{ position: 'fixed', zIndex: 1000, ...place }}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className="dg-lt-popover-title">
        <span>子表：第 {props.rowIndex + 1} 行</span>
        <Button type="text" size="small" aria-label="关闭" icon={<CloseOutlined />} onClick={onClose} />
      </div>
      <form
        ref={form}
        className="dg-lt-popover-form"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        {fields.map((column) => {
          const value = props.row[column.key];
          const editable = !props.readOnly && !column.disabled && EDITED.has(column.type);
          const id = `dg-lt-pop-${rowKey}-${column.key}`;
          let control;
          if (!editable) control = <span id={id}>{props.label(column, value)}</span>;
          else if (column.type === 'multi-select')
            control = (
              <select
                id={id}
                name={column.key}
                multiple
                size={Math.min(4, column.options?.length ?? 1)}
                defaultValue={String(value ?? '')
                  .split(',')
                  .filter(Boolean)}
              >
                {column.options?.map((option) => (
                  <option key={String(option.value)} value={String(option.value)}>
                    {option.label}
                  </option>
                ))}
              </select>
            );
          else if (column.type === 'select' || column.type === 'select-search')
            control = (
              <select id={id} name={column.key} defaultValue={String(value ?? '')}>
                <option value="">请选择</option>
                {column.options?.map((option) => (
                  <option key={String(option.value)} value={String(option.value)}>
                    {option.label}
                  </option>
                ))}
              </select>
            );
          else if (column.type === 'textarea')
            control = <textarea id={id} name={column.key} defaultValue={String(value ?? '')} rows={2} />;
          else
            control = (
              <input
                id={id}
                name={column.key}
                type={inputType[column.type] ?? 'text'}
                step={column.type === 'datetime' || column.type === 'time' ? 1 : undefined}
                defaultValue={String(value ?? '').replace(/^(\d{4}-\d\d-\d\d) /, '$1T')}
              />
            );
          return (
            <div key={column.key} className="dg-lt-popover-field">
              <label htmlFor={id}>{column.title}</label>
              {control}
            </div>
          );
        })}
        <div className="dg-lt-popover-actions">
          <Button size="small" onClick={onClose}>
            取消
          </Button>
          {!props.readOnly && (
            <Button size="small" type="primary" htmlType="submit">
              确定
            </Button>
          )}
        </div>
      </form>
    </div>,
    document.body,
  );
}
