import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { APP_CONFIG } from '../core/appTheme';
import { axiosDataHost } from '../core/http/dataHost';
import { ACCESS_TOKEN } from '../core/session/keys';
import { localStore } from '../core/session/storage';
import { createQueryClient, HostProvider, type HostSession } from '../runtime';

/** The test host: the app's own data host over the axios client, whose network mockHttp replaces. */
export const testDataHost = axiosDataHost;

/** Signs a test in (the token the data host hands to uploads); null signs out. */
export function setTestToken(token: string | null): void {
  if (token) localStore.set(ACCESS_TOKEN, token);
  else localStore.remove(ACCESS_TOKEN);
}

/**
 * What a widget test draws around its form: a router, antd's App with the app's locale and theme, a fresh
 * query client, and the host (signed in as `host`, data through {@link testDataHost}).
 *
 * @example
 * render(<TestHost><RuntimeProvider registry={registry}><GenerateForm data={design} /></RuntimeProvider></TestHost>)
 */
export function TestHost({ host, children }: { host?: Partial<HostSession>; children: ReactNode }) {
  const [client] = useState(createQueryClient);
  const value: HostSession = {
    permissions: { auth: [], allAuth: [] },
    user: null,
    data: testDataHost,
    ...host,
  };
  return (
    <MemoryRouter>
      <ConfigProvider {...APP_CONFIG}>
        <AntApp>
          <QueryClientProvider client={client}>
            <HostProvider value={value}>{children}</HostProvider>
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </MemoryRouter>
  );
}
