import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useRef, useState } from 'react';
import type { FormDesign } from '../../../schemas/generated/form-design';
import { GenerateForm, type FormValues, type GenerateFormHandle } from '../../runtime';

/**
 * The crud widget's search form with 查询 and 重置. Searching sends the form's values as filters and goes
 * back to page 1; resetting clears them.
 *
 * @example
 * <CrudSearch design={options.search} onSearch={(filters) => list.setQuery({ filters, pageNo: 1 })} />
 */
export function CrudSearch({
  design,
  initial,
  onSearch,
}: {
  design: FormDesign;
  /** The filters kept from the last visit, shown in the form again. */
  initial?: FormValues;
  onSearch: (filters: FormValues) => void;
}) {
  const form = useRef<GenerateFormHandle>(null);
  // Only the first filters fill the form; later ones came from it.
  const [first] = useState(initial);

  async function search() {
    try {
      onSearch(await form.current!.getData());
    } catch {
      // the search form shows what to fix
    }
  }

  function reset() {
    form.current!.form.reset('*', { forceClear: true });
    onSearch({});
  }

  return (
    <Flex
      gap={8}
      align="flex-start"
      wrap
      className="dg-crud-search"
      onKeyDown={(e) => e.key === 'Enter' && search()}
    >
      {/* Narrow (a side column, the designer's canvas): 查询 and 重置 wrap below rather than squeeze it. */}
      <div style={{ flex: 1, minWidth: 'min(260px, 100%)' }}>
        <GenerateForm ref={form} data={design} value={first} />
      </div>
      <Button type="primary" icon={<SearchOutlined />} onClick={search}>
        查询
      </Button>
      <Button icon={<ReloadOutlined />} onClick={reset}>
        重置
      </Button>
    </Flex>
  );
}
