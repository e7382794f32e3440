/**
 * The settings of third-party sign-in (OIDC_PROVIDERS) and CAS single sign-on (CAS_URL, CAS_SERVICE), read
 * from the environment at start-up (docs/sso.md). Neither is on by default.
 */

/** What happens the first time an outside identity signs in (no binding of its issuer + subject yet). */
export interface FirstLoginPolicy {
  /** Bind to the user whose email is the provider's verified email, else whose username is its preferred_username. */
  match: boolean;
  /** Else create a user (no roles: an administrator grants them). Neither: refused. */
  create: boolean;
}

/** One OpenID Connect provider, keyed by JeecgBoot's thirdType. */
export interface OidcProviderSettings extends FirstLoginPolicy {
  /** The key in the URLs (/sys/thirdLogin/render/{thirdType}): letters, digits, '_' and '-'. */
  thirdType: string;
  /** What the sign-in page's button says, e.g. 公司统一认证. */
  name: string;
  /** The issuer URL; its /.well-known/openid-configuration is read at the first sign-in. */
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Our callback as registered at the provider: <server>/platform/sys/thirdLogin/{thirdType}/callback. */
  redirectUri: string;
  /** Scopes asked for; default 'openid profile email'. */
  scope: string;
}

/** The CAS server and the service addresses it may vouch for. */
export interface CasSettings {
  /** The CAS server's prefix, e.g. https://cas.example.com/cas (…/login, …/serviceValidate below it). */
  url: string;
  /** Service URLs tickets are accepted for; the first is where the sign-in page sends the CAS login back to. */
  services: string[];
}

export interface SsoSettings {
  oidc: OidcProviderSettings[];
  cas: CasSettings | null;
}

const THIRD_TYPE = /^[A-Za-z0-9_-]{1,32}$/;

function httpUrl(value: unknown, what: string): string {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol))
    throw new Error(`${what} must be an http(s) URL, got '${String(value)}'`);
  return String(value).replace(/\/+$/, '');
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${what} must be a non-empty string`);
  return value.trim();
}

function oidcProvider(raw: unknown, index: number): OidcProviderSettings {
  const where = `OIDC_PROVIDERS[${index}]`;
  if (typeof raw !== 'object' || raw === null) throw new Error(`${where} must be an object`);
  const item = raw as Record<string, unknown>;
  const thirdType = text(item.thirdType, `${where}.thirdType`);
  if (!THIRD_TYPE.test(thirdType))
    throw new Error(
      `${where}.thirdType must be letters, digits, '_' or '-' (at most 32), got '${thirdType}'`,
    );
  return {
    thirdType,
    name: typeof item.name === 'string' && item.name.trim() ? item.name.trim() : thirdType,
    issuer: httpUrl(item.issuer, `${where}.issuer`),
    clientId: text(item.clientId, `${where}.clientId`),
    clientSecret: typeof item.clientSecret === 'string' && item.clientSecret ? item.clientSecret : undefined,
    redirectUri: httpUrl(item.redirectUri, `${where}.redirectUri`),
    scope: typeof item.scope === 'string' && item.scope.trim() ? item.scope.trim() : 'openid profile email',
    match: item.match === true,
    create: item.create === true,
  };
}

/**
 * The settings of OIDC_PROVIDERS (a JSON array), CAS_URL and CAS_SERVICE (comma-separated); throws a message
 * naming the variable on anything malformed, so a typo stops the start-up instead of the first sign-in.
 *
 * @example
 * ssoFromEnv({ CAS_URL: 'https://cas.example.com/cas', CAS_SERVICE: 'https://dg.example.com/user/login' })
 * // { oidc: [], cas: { url: 'https://cas.example.com/cas', services: ['https://dg.example.com/user/login'] } }
 */
export function ssoFromEnv(env: NodeJS.ProcessEnv): SsoSettings {
  const rawProviders = env.OIDC_PROVIDERS?.trim();
  let oidc: OidcProviderSettings[] = [];
  if (rawProviders) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawProviders);
    } catch {
      throw new Error('OIDC_PROVIDERS must be a JSON array of providers (docs/sso.md)');
    }
    if (!Array.isArray(parsed))
      throw new Error('OIDC_PROVIDERS must be a JSON array of providers (docs/sso.md)');
    oidc = parsed.map(oidcProvider);
    const types = oidc.map((provider) => provider.thirdType);
    const twice = types.find((type, i) => types.indexOf(type) !== i);
    if (twice) throw new Error(`OIDC_PROVIDERS names thirdType '${twice}' twice`);
  }
  const casUrl = env.CAS_URL?.trim();
  let cas: CasSettings | null = null;
  if (casUrl) {
    const services = (env.CAS_SERVICE ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .map((item) => httpUrl(item, 'CAS_SERVICE') && item);
    if (services.length === 0)
      throw new Error(
        'CAS_SERVICE must name the service URL(s) CAS tickets are issued for, e.g. https://<server>/user/login',
      );
    cas = { url: httpUrl(casUrl, 'CAS_URL'), services };
  }
  return { oidc, cas };
}
