import { LoginOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Divider, Flex, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { StoredSession } from '../../../schemas';
import {
  casLoginAddress,
  casValidateLogin,
  fetchSsoConfig,
  thirdLogin,
  thirdLoginStart,
  type SsoConfig,
} from '../session/ssoActions';
import { useAppQueryClient } from './appQueryClient';
import { useGreetedSignIn } from './useGreetedSignIn';

/** Set once this tab has been sent to the CAS login, so coming back (e.g. after 退出登录) does not loop. */
const CAS_TRIED_KEY = 'dougong_cas_redirected';

function sendTo(address: string) {
  window.location.assign(address);
}

/**
 * The sign-in page's other ways in (docs/sso.md): a button per configured OpenID Connect provider and for CAS,
 * the end of either (the one-time code in the address's fragment, the CAS ticket in its query), and the first
 * visit of a tab going straight to the CAS login when CAS is configured (`/user/login?local` stays here).
 * Shows nothing when neither is configured.
 *
 * @example
 * <Card><Tabs … /><SsoLogin /></Card>
 */
export function SsoLogin() {
  const client = useAppQueryClient('');
  const { data: config } = useQuery(
    { queryKey: ['sso-config'], queryFn: fetchSsoConfig, staleTime: Infinity, retry: false },
    client,
  );
  const location = useLocation();
  const navigate = useNavigate();
  const greetedSignIn = useGreetedSignIn();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const handled = useRef({ fragment: false, cas: false });

  const finish = async (what: string, signIn: () => Promise<StoredSession>) => {
    setError(null);
    setBusy(what);
    const failed = await greetedSignIn(signIn);
    if (failed) {
      setError(failed);
      setBusy(null);
    }
  };

  // The end of a third-party sign-in: the code leaves the address at once (it is single-use anyway).
  useEffect(() => {
    if (handled.current.fragment) return;
    const fragment = new URLSearchParams(location.hash.slice(1));
    const code = fragment.get('thirdLoginCode');
    const thirdType = fragment.get('thirdType');
    const refused = fragment.get('thirdLoginError');
    if (!code && !refused) return;
    handled.current.fragment = true;
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    if (refused) setError(refused);
    else if (code && thirdType) void finish('正在完成第三方登录…', () => thirdLogin(code, thirdType));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  // CAS: a ticket coming back is validated; else the tab's first visit goes to the CAS login.
  useEffect(() => {
    const cas = config?.cas;
    if (!cas || handled.current.cas || handled.current.fragment) return;
    handled.current.cas = true;
    const query = new URLSearchParams(location.search);
    const ticket = query.get('ticket');
    if (ticket) {
      query.delete('ticket');
      navigate(`${location.pathname}${query.size ? `?${query}` : ''}`, { replace: true });
      void finish('正在验证 CAS 单点登录…', () => casValidateLogin(ticket, cas.service));
      return;
    }
    if (query.has('local') || sessionStorage.getItem(CAS_TRIED_KEY)) return;
    sessionStorage.setItem(CAS_TRIED_KEY, '1');
    setBusy('正在跳转到 CAS 单点登录…');
    sendTo(casLoginAddress(cas));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the settings arrive
  }, [config, location, navigate]);

  const providers: SsoConfig['thirdLogin'] = config?.thirdLogin ?? [];
  if (!error && !busy && providers.length === 0 && !config?.cas) return null;
  return (
    <div data-testid="sso-login" style={{ marginTop: 16 }}>
      {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
      {busy && (
        <Flex justify="center" gap={8} style={{ marginBottom: 16 }}>
          <Spin size="small" />
          <span>{busy}</span>
        </Flex>
      )}
      {(providers.length > 0 || config?.cas) && (
        <>
          <Divider plain style={{ margin: '0 0 16px' }}>
            其他登录方式
          </Divider>
          <Flex vertical gap={8}>
            {providers.map(({ thirdType, name }) => (
              <Button
                key={thirdType}
                block
                icon={<LoginOutlined />}
                disabled={busy !== null}
                onClick={() => sendTo(thirdLoginStart(thirdType))}
              >
                {name}
              </Button>
            ))}
            {config?.cas && (
              <Button
                block
                icon={<SafetyCertificateOutlined />}
                disabled={busy !== null}
                onClick={() => sendTo(casLoginAddress(config.cas!))}
              >
                CAS 单点登录
              </Button>
            )}
          </Flex>
        </>
      )}
    </div>
  );
}
