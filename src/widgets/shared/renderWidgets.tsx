import { render } from '@testing-library/react';
import { createRef } from 'react';
import {
  createRegistry,
  GenerateForm,
  RuntimeProvider,
  type DesignConfig,
  type DesignWidget,
  type GenerateFormHandle,
  type GenerateFormProps,
  type WidgetDefinition,
} from '../../runtime';

/**
 * Test helper: draws widgets from JSON through the real runtime, with only the given definitions
 * registered, and returns the form handle.
 *
 * @example
 * const form = renderWidgets([inputWidget], [{ type: 'input', name: '姓名', key: 'input_1', model: 'name', options: {} }]);
 * await expect(form.current().getData()).resolves.toEqual({ name: '' });
 */
export function renderWidgets(
  definitions: WidgetDefinition[],
  list: DesignWidget[],
  config: DesignConfig = {},
  props: Omit<GenerateFormProps, 'data' | 'ref'> = {},
) {
  const ref = createRef<GenerateFormHandle>();
  const registry = createRegistry(definitions);
  const view = render(
    <RuntimeProvider registry={registry}>
      <GenerateForm ref={ref} data={{ list, config }} {...props} />
    </RuntimeProvider>,
  );
  return { current: () => ref.current!, view };
}
