/**
 * A real OpenID Connect provider for the tests (oidc-provider on a random port, its development login and
 * consent pages), and a small browser that signs in through them by submitting those pages' forms.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Claims of a test account, keyed by the login typed on the provider's page. */
export type TestAccounts = Record<string, Record<string, unknown>>;

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * Starts a provider whose one client (`dougong` / `secret`) may return to `redirectUris`.
 *
 * @example
 * const provider = await startProvider(['http://127.0.0.1:3206/platform/sys/thirdLogin/oidc/callback'], accounts);
 */
export async function startProvider(redirectUris: string[], accounts: TestAccounts): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'dougong',
        client_secret: 'secret',
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['dougong-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The ID token carries the claims, as most enterprise providers do (we do not call userinfo).
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...(accounts[id] ?? {}) }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows an authorization URL through the provider's login (as `login`) and consent pages, as a browser
 * would, and answers the address the provider sends back to (our callback, with code and state).
 *
 * @example
 * const callback = await signInAtProvider(authorizationUrl, 'alice', redirectUri);
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  redirectUri: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      redirect: 'manual',
    });
    remember(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
      continue;
    }
    const html = await response.text();
    if (html.includes('name="prompt" value="login"'))
      body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
    else if (html.includes('name="prompt" value="consent"'))
      body = new URLSearchParams({ prompt: 'consent' });
    else throw new Error(`unexpected provider page (${response.status}): ${html.slice(0, 300)}`);
  }
  throw new Error('the provider never sent the browser back');
}
