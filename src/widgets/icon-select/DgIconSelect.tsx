import { connect, mapProps, mapReadPretty } from '@formily/react';
import { Input, Popover, Space, Spin } from 'antd';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { MENU_ICON_NAMES, MenuIcon } from '../../shared/MenuIcon';

const IconGrid = lazy(() => import('./IconGrid'));

export interface IconSelectProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
}

/** The chosen icon and its name; a name the menu cannot draw is shown as text only. */
function Chosen({ name }: { name: string }) {
  return MENU_ICON_NAMES.includes(name) ? (
    <Space size={6}>
      <MenuIcon name={name} />
      {name}
    </Space>
  ) : (
    <>{name}</>
  );
}

/**
 * The icon picker: a box showing the chosen icon and its name; a click opens a popover with a searchable
 * grid of previews. The value is the icon's name (UserOutlined), as menus store it.
 *
 * @example
 * <IconSelect value="UserOutlined" onChange={setIcon} allowClear />
 */
export function IconSelect({ value, onChange, placeholder, disabled, allowClear, style }: IconSelectProps) {
  const [open, setOpen] = useState(false);
  const name = typeof value === 'string' ? value : '';
  return (
    <Popover
      open={open && !disabled}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      destroyOnHidden
      content={
        <Suspense fallback={<Spin size="small" />}>
          <IconGrid
            value={name}
            onPick={(picked) => {
              onChange?.(picked);
              setOpen(false);
            }}
          />
        </Suspense>
      }
    >
      <Input
        readOnly
        className="dg-icon-select"
        disabled={disabled}
        value={name}
        placeholder={placeholder ?? '点击选择图标'}
        prefix={<span style={{ width: 16, display: 'inline-flex' }}>{name && <MenuIcon name={name} />}</span>}
        allowClear={allowClear}
        onChange={(event) => {
          // Only the clear button edits the box (it is read-only otherwise).
          if (event.target.value === '') onChange?.(undefined);
        }}
        style={{ cursor: disabled ? undefined : 'pointer', ...style }}
      />
    </Popover>
  );
}

/**
 * The icon-select widget's control: IconSelect bound to the field; read-pretty shows the icon and name.
 */
export const DgIconSelect = connect(
  IconSelect,
  mapProps({ disabled: true }),
  mapReadPretty(({ value }: { value?: string }) => (value ? <Chosen name={value} /> : <>-</>)),
);
