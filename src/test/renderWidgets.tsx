import { render } from '@testing-library/react';
import { createRef } from 'react';
import {
  type AnyConfig,
  type AnyWidget,
  type HostSession,
  createRegistry,
  GenerateForm,
  RuntimeProvider,
  type GenerateFormHandle,
  type GenerateFormProps,
  type WidgetDefinition,
} from '../runtime';
import { TestHost } from './testHost';

/**
 * Test helper: draws widgets from JSON through the real runtime, with only the given definitions
 * registered, inside a router and antd's App with the app's locale (page widgets navigate and toast), as
 * `host` signed in.
 *
 * @example
 * const form = renderWidgets([inputWidget], [{ type: 'input', name: '姓名', key: 'input_1', model: 'name', options: {} }]);
 * await expect(form.current().getData()).resolves.toEqual({ name: '' });
 */
export function renderWidgets(
  definitions: WidgetDefinition[],
  list: AnyWidget[],
  config: AnyConfig = {},
  props: Omit<GenerateFormProps, 'data' | 'ref'> = {},
  host: Partial<HostSession> = {},
) {
  const ref = createRef<GenerateFormHandle>();
  const registry = createRegistry(definitions);
  const view = render(
    <TestHost host={host}>
      <RuntimeProvider registry={registry}>
        <GenerateForm ref={ref} data={{ list, config }} {...props} />
      </RuntimeProvider>
    </TestHost>,
  );
  return { current: () => ref.current!, view };
}
