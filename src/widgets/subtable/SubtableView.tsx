/**
 * The sub-table as a form draws it: the live table with its 新增 / 删除, its rows the field's value. The table
 * keeps the rows it edits; the field gets them after each edit or click in the table, and always when the
 * form validates (so getData and submit see every added and removed row). A value set from outside (reset,
 * edit data) draws the table afresh.
 */
import { onFormValidateStart, type Field } from '@formily/core';
import { useField, useForm } from '@formily/react';
import { Typography } from 'antd';
import { toJS } from '@formily/reactive';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { SubtableColumn } from '../../../schemas/generated/form-design';
import { LiveTable, type LiveTableHandle } from '../../livetable/LiveTable';
import { liveColumns, rowsOf } from './rows';

export interface SubtableViewProps {
  value?: unknown;
  onChange?: (rows: Record<string, unknown>[]) => void;
  columns?: readonly SubtableColumn[];
  height?: number;
  disabled?: boolean;
  readOnly?: boolean;
  style?: CSSProperties;
  /** Shown under the table as a hint ('至少 2 行', '最多 5 行', '2 到 5 行'); checked by the field's validator. */
  minRows?: number;
  maxRows?: number;
}

/** The hint of how many rows the table takes, or '' without limits. */
function rowsHint(minRows = 0, maxRows = 0): string {
  if (minRows > 0 && maxRows > 0) return `需 ${minRows} 到 ${maxRows} 行`;
  if (minRows > 0) return `至少 ${minRows} 行`;
  return maxRows > 0 ? `最多 ${maxRows} 行` : '';
}

let views = 0;

/**
 * @example
 * <SubtableView value={[{ name: '螺丝', quantity: 2 }]} columns={[{ key: 'name', title: '名称', type: 'input' }]} onChange={setRows} />
 */
export default function SubtableView({
  value,
  onChange,
  columns,
  height,
  disabled,
  readOnly,
  style,
  minRows,
  maxRows,
}: SubtableViewProps) {
  const form = useForm();
  const field = useField<Field>();
  const table = useRef<LiveTableHandle>(null);
  const live = useMemo(() => liveColumns(columns), [columns]);
  const incoming = JSON.stringify(rowsOf(toJS(value)));
  // The rows the table was drawn with (or last handed to the field), and which drawing this is.
  const [shown, setShown] = useState({ json: incoming, generation: 0 });
  if (incoming !== shown.json) setShown({ json: incoming, generation: shown.generation + 1 });
  const initial = useMemo(() => JSON.parse(shown.json) as Record<string, unknown>[], [shown.generation]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Hands the table's rows to the field; `check` re-validates it (after a failed submit, as the user fixes). */
  const sync = useCallback(
    (check: boolean) => {
      const rows = table.current?.getValues().rows;
      if (!rows) return;
      const json = JSON.stringify(rows);
      if (json === JSON.stringify(rowsOf(toJS(field.value)))) return;
      setShown((old) => ({ json, generation: old.generation }));
      if (check && field.selfErrors.length > 0) onChange?.(rows);
      else field.setValue(rows);
    },
    [field, onChange],
  );

  useEffect(() => {
    const id = `subtable-${++views}`;
    form.addEffects(id, () => {
      onFormValidateStart(() => {
        sync(false);
        table.current?.validate();
      });
    });
    return () => form.removeEffects(id);
  }, [form, sync]);

  const hint = rowsHint(minRows, maxRows);

  // The table's own state settles after the event that changed it; read it then.
  const later = useCallback(() => void setTimeout(() => sync(true), 0), [sync]);

  return (
    <div className="dg-subtable" style={style} onClickCapture={later} onKeyUpCapture={later}>
      <LiveTable
        key={shown.generation}
        ref={table}
        columns={live}
        rows={initial}
        height={height ?? 240}
        readOnly={disabled || readOnly}
        onRowChange={later}
      />
      {hint && (
        <Typography.Text type="secondary" className="dg-subtable-hint">
          {hint}
        </Typography.Text>
      )}
    </div>
  );
}
