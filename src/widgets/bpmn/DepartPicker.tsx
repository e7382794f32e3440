import { TreeSelect } from 'antd';
import type { BlankSlotProps } from '../../runtime';
import { useApiQuery } from '../../runtime';

interface DepartNode {
  id: string;
  title: string;
  children?: DepartNode[];
}

/**
 * The 候选部门 slot of the user task panel: departments chosen from the whole tree (a select would offer only
 * its top level), by id, as dougong:candidateDeparts holds them.
 *
 * @example
 * <GenerateForm data={userTaskPanel} slots={{ candidateDeparts: (props) => <DepartPicker {...props} /> }} />
 */
export function DepartPicker({ value, onChange }: BlankSlotProps) {
  const { data: body, isFetching } = useApiQuery<DepartNode[]>(
    '/sys/sysDepart/queryTreeList',
    {},
    { staleTime: 30_000 },
  );
  const tree = body?.success ? body.result : [];
  return (
    <TreeSelect<string[]>
      className="dg-bpmn-departs"
      style={{ width: '100%' }}
      multiple
      allowClear
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      placeholder="这些部门的用户可认领"
      loading={isFetching}
      fieldNames={{ label: 'title', value: 'id', children: 'children' }}
      treeData={tree}
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={(ids) => onChange(ids)}
    />
  );
}
