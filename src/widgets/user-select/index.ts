import { connect, mapProps, mapReadPretty } from '@formily/react';
import { createElement } from 'react';
import type { UserSelectWidget } from '../../../schemas';
import { UserSelect, splitValues, useStoredUsers } from '../../pickers';
import { defineWidget } from '../../runtime';
import { controlStyle, fieldSchema } from '../shared/fieldSchema';
import { userSelectDesign } from './design';

/** Read-pretty: the stored users' real names, as the box shows them. */
function UserNames({ value, store }: { value?: string; store?: 'username' | 'id' }) {
  const values = splitValues(value);
  const users = useStoredUsers(values, store ?? 'username');
  return createElement(
    'span',
    null,
    values.map((item) => users.get(item)?.realname || item).join('，') || '-',
  );
}

const DgUserSelect = connect(UserSelect, mapProps({ disabled: true }), mapReadPretty(UserNames));

/**
 * user-select: 选择用户 through 根据部门选择用户 (SPEC.md §4; Dougong's extension as a form widget). The
 * value is the users' account names comma-joined (SPEC.md §6), or their ids with store 'id'; the box
 * shows real names. Options: width, placeholder, defaultValue, multiple, store, disabled, required,
 * hidden, customClass.
 *
 * @example
 * { type: 'user-select', name: '经办人', key: 'user_select_1', model: 'handler', options: { multiple: true } } // { handler: 'admin,zhangsan' }
 */
export const userSelectWidget = defineWidget<UserSelectWidget>({
  type: 'user-select',
  components: { DgUserSelect },
  toSchema(widget, ctx) {
    const { options } = widget;
    return {
      ...fieldSchema(widget, ctx, 'string'),
      'x-component': 'DgUserSelect',
      'x-component-props': {
        placeholder: options.placeholder || undefined,
        multiple: options.multiple === true,
        store: options.store ?? 'username',
        style: controlStyle(options.width),
      },
    };
  },
  design: userSelectDesign,
});
