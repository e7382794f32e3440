import type { ReptileRowWidget } from '../../../schemas/generated/page';
import type { WidgetDesign } from '../../runtime';
import { panelField } from '../shared/panel';

/** A collected row in its bound form, in the designer. */
export const reptileRowDesign: WidgetDesign<ReptileRowWidget> = {
  group: 'page',
  label: '采集数据表单',
  icon: 'form',
  scaffold: { type: 'reptile-row', name: '采集数据表单', options: { rowId: '{{ $row.id }}' } },
  panel: {
    list: [panelField('input', '数据 id', 'options.rowId')],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
