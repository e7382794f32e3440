import type { ButtonGroupOptions } from '../../../schemas/generated/page';
import { PageActions } from '../shared/PageActions';

/**
 * The button-group widget: several page actions in a row, aligned left, center or right.
 *
 * @example
 * <DgButtonGroup actions={[refresh, exportXls]} align="right" />
 */
export function DgButtonGroup({ actions, align }: Pick<ButtonGroupOptions, 'actions' | 'align'>) {
  return <PageActions actions={actions} align={align} />;
}
