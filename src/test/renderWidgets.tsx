import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { APP_CONFIG } from '../core/appTheme';
import {
  HostProvider,
  type HostSession,
  createRegistry,
  GenerateForm,
  RuntimeProvider,
  type DesignConfig,
  type DesignWidget,
  type GenerateFormHandle,
  type GenerateFormProps,
  type WidgetDefinition,
} from '../runtime';

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
  list: DesignWidget[],
  config: DesignConfig = {},
  props: Omit<GenerateFormProps, 'data' | 'ref'> = {},
  host: HostSession = { permissions: { auth: [], allAuth: [] }, user: null },
) {
  const ref = createRef<GenerateFormHandle>();
  const registry = createRegistry(definitions);
  const view = render(
    <MemoryRouter>
      <ConfigProvider {...APP_CONFIG}>
        <AntApp>
          <RuntimeProvider registry={registry}>
            <HostProvider value={host}>
              <GenerateForm ref={ref} data={{ list, config }} {...props} />
            </HostProvider>
          </RuntimeProvider>
        </AntApp>
      </ConfigProvider>
    </MemoryRouter>,
  );
  return { current: () => ref.current!, view };
}
