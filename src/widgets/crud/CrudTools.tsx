import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ReloadOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Flex, Popover, Tooltip } from 'antd';
import type { Column } from '../../../schemas/generated/page';
import type { Density, TableSettings } from './useTableSettings';

const DENSITIES: Array<{ key: Density; label: string }> = [
  { key: 'large', label: '宽松' },
  { key: 'middle', label: '中等' },
  { key: 'small', label: '紧凑' },
];

export interface CrudToolsProps {
  columns: ReadonlyArray<Column>;
  settings: TableSettings;
  onChange: (change: Partial<TableSettings>) => void;
  onReset: () => void;
  onReload: () => void;
  fullscreen: boolean;
  onFullscreen: (on: boolean) => void;
}

function move(order: string[], index: number, by: number): string[] {
  const next = [...order];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

/**
 * The table's own tools beside its buttons (issue 13, finding 3): 刷新, 列设置 (show, hide and order the
 * columns), 密度 and 全屏.
 *
 * @example
 * <CrudTools columns={options.columns} settings={settings} onChange={update} onReset={reset} onReload={reload} fullscreen={false} onFullscreen={set} />
 */
export function CrudTools(props: CrudToolsProps) {
  const { columns, settings, onChange } = props;
  const titleOf = (dataIndex: string) => columns.find((c) => c.dataIndex === dataIndex)?.title ?? dataIndex;
  const panel = (
    <Flex vertical gap={4} className="dg-crud-columns" style={{ minWidth: 200 }}>
      {settings.order.map((dataIndex, index) => (
        <Flex key={dataIndex} justify="space-between" align="center" gap={8}>
          <Checkbox
            checked={!settings.hidden.includes(dataIndex)}
            onChange={(e) =>
              onChange({
                hidden: e.target.checked
                  ? settings.hidden.filter((c) => c !== dataIndex)
                  : [...settings.hidden, dataIndex],
              })
            }
          >
            {titleOf(dataIndex)}
          </Checkbox>
          <span>
            <Button
              type="text"
              size="small"
              aria-label={`上移${titleOf(dataIndex)}`}
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              onClick={() => onChange({ order: move(settings.order, index, -1) })}
            />
            <Button
              type="text"
              size="small"
              aria-label={`下移${titleOf(dataIndex)}`}
              icon={<ArrowDownOutlined />}
              disabled={index === settings.order.length - 1}
              onClick={() => onChange({ order: move(settings.order, index, 1) })}
            />
          </span>
        </Flex>
      ))}
      <Button size="small" onClick={props.onReset}>
        恢复默认
      </Button>
    </Flex>
  );
  return (
    <Flex gap={4} className="dg-crud-tools">
      <Tooltip title="刷新">
        <Button type="text" aria-label="刷新" icon={<ReloadOutlined />} onClick={props.onReload} />
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [settings.density],
          items: DENSITIES,
          onClick: ({ key }) => onChange({ density: key as Density }),
        }}
      >
        <Tooltip title="密度">
          <Button type="text" aria-label="密度" icon={<ColumnHeightOutlined />} />
        </Tooltip>
      </Dropdown>
      <Popover trigger="click" placement="bottomRight" title="列设置" content={panel}>
        <Tooltip title="列设置">
          <Button type="text" aria-label="列设置" icon={<SettingOutlined />} />
        </Tooltip>
      </Popover>
      <Tooltip title={props.fullscreen ? '退出全屏' : '全屏'}>
        <Button
          type="text"
          aria-label={props.fullscreen ? '退出全屏' : '全屏'}
          icon={props.fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={() => props.onFullscreen(!props.fullscreen)}
        />
      </Tooltip>
    </Flex>
  );
}
