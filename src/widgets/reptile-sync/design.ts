import type { ReptileSyncWidget } from '../../../schemas/generated/page';
import type { WidgetDesign } from '../../runtime';
import { panelField } from '../shared/panel';

/** The synchronisation panel in the designer. */
export const reptileSyncDesign: WidgetDesign<ReptileSyncWidget> = {
  group: 'page',
  label: '采集同步',
  icon: 'sync',
  scaffold: { type: 'reptile-sync', name: '采集同步', options: { projectId: '{{ $row.id }}' } },
  panel: {
    list: [panelField('input', '标题', 'options.title'), panelField('input', '项目 id', 'options.projectId')],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
