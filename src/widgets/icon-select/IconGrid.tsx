import { Empty, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { MENU_ICON_NAMES, MenuIcon } from '../../shared/MenuIcon';

export interface IconGridProps {
  value?: string;
  onPick: (name: string) => void;
}

/** The name without its theme suffix, for matching: 'UserOutlined' → 'user'. */
const bare = (name: string) => name.replace(/Outlined$/, '').toLowerCase();

/**
 * The icon picker's panel: a search box and a grid of previews of every icon the side menu can draw
 * (core/layouts/MenuIcon's list, so whatever is picked shows in the menu). Loaded on first open, as its
 * own chunk.
 *
 * @example
 * <IconGrid value="UserOutlined" onPick={(name) => onChange(name)} />
 */
export default function IconGrid({ value, onPick }: IconGridProps) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return MENU_ICON_NAMES.filter((name) => words.every((word) => name.toLowerCase().includes(word)));
  }, [query]);
  return (
    <div className="dg-icon-grid" style={{ width: 392 }}>
      <Input.Search
        allowClear
        autoFocus
        placeholder={`搜索图标名，如 user、setting（共 ${MENU_ICON_NAMES.length} 个）`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的图标，换个英文名试试" />
      ) : (
        <div
          role="listbox"
          aria-label="图标"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(4, 1fr)',
            gap: 4,
            maxHeight: 280,
            overflowY: 'auto',
          }}
        >
          {shown.map((name) => (
            <button
              key={name}
              type="button"
              role="option"
              aria-selected={name === value}
              aria-label={name}
              title={name}
              className={name === value ? 'dg-icon-cell dg-icon-cell-active' : 'dg-icon-cell'}
              onClick={() => onPick(name)}
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 4,
                padding: '8px 2px',
                border: `1px solid ${name === value ? '#1677ff' : 'transparent'}`,
                borderRadius: 6,
                background: name === value ? '#e6f4ff' : 'transparent',
                cursor: 'pointer',
              }}
            >
              <span style={{ fontSize: 20 }}>
                <MenuIcon name={name} />
              </span>
              <Typography.Text ellipsis style={{ fontSize: 11, maxWidth: '100%' }}>
                {bare(name)}
              </Typography.Text>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
