import { Button, Flex, Space, Switch } from 'antd';

export interface GrantToolbarProps {
  linked: boolean;
  onLinked: (on: boolean) => void;
  onExpand: (all: boolean) => void;
  onSelectAll: (all: boolean) => void;
  disabled?: boolean;
}

/**
 * The tools above an authorisation tree (issue 13, finding 1): the 父子联动 switch, 展开全部 / 折叠全部 and
 * 全选 / 全不选, as JeecgBoot's role-authorisation drawer has them.
 *
 * @example
 * <GrantToolbar linked={linked} onLinked={setLinked} onExpand={expandAll} onSelectAll={selectAll} />
 */
export function GrantToolbar({ linked, onLinked, onExpand, onSelectAll, disabled }: GrantToolbarProps) {
  return (
    <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 8 }}>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <Switch size="small" checked={linked} onChange={onLinked} aria-label="父子联动" />
        父子联动
      </label>
      <Space size={4} wrap>
        <Button size="small" onClick={() => onExpand(true)}>
          展开全部
        </Button>
        <Button size="small" onClick={() => onExpand(false)}>
          折叠全部
        </Button>
        <Button size="small" disabled={disabled} onClick={() => onSelectAll(true)}>
          全选
        </Button>
        <Button size="small" disabled={disabled} onClick={() => onSelectAll(false)}>
          全不选
        </Button>
      </Space>
    </Flex>
  );
}
