import { describe, expect, it } from 'vitest';
import { ssoFromEnv } from './settings';

const PROVIDER = {
  thirdType: 'corp',
  issuer: 'https://sso.example.com/realms/staff/',
  clientId: 'dougong',
  clientSecret: 's',
  redirectUri: 'https://dg.example.com/platform/sys/thirdLogin/corp/callback',
};

describe('the single sign-on settings', () => {
  it('are off without the variables', () => {
    expect(ssoFromEnv({})).toEqual({ oidc: [], cas: null });
  });

  it('read providers with their defaults: name from thirdType, the usual scopes, match and create off', () => {
    expect(ssoFromEnv({ OIDC_PROVIDERS: JSON.stringify([PROVIDER]) }).oidc).toEqual([
      {
        ...PROVIDER,
        issuer: 'https://sso.example.com/realms/staff',
        name: 'corp',
        scope: 'openid profile email',
        match: false,
        create: false,
      },
    ]);
  });

  it('read CAS with its service list, the first being where the sign-in page comes back to', () => {
    expect(
      ssoFromEnv({
        CAS_URL: 'https://cas.example.com/cas/',
        CAS_SERVICE: 'https://dg/user/login, http://jeecg/',
      }).cas,
    ).toEqual({ url: 'https://cas.example.com/cas', services: ['https://dg/user/login', 'http://jeecg/'] });
  });

  it('stop the start-up on a malformed value, naming it', () => {
    expect(() => ssoFromEnv({ OIDC_PROVIDERS: '{' })).toThrow('OIDC_PROVIDERS must be a JSON array');
    expect(() => ssoFromEnv({ OIDC_PROVIDERS: JSON.stringify([{ ...PROVIDER, thirdType: 'a/b' }]) })).toThrow(
      'OIDC_PROVIDERS[0].thirdType',
    );
    expect(() =>
      ssoFromEnv({ OIDC_PROVIDERS: JSON.stringify([{ ...PROVIDER, issuer: 'ftp://x' }]) }),
    ).toThrow('OIDC_PROVIDERS[0].issuer must be an http(s) URL');
    expect(() => ssoFromEnv({ OIDC_PROVIDERS: JSON.stringify([PROVIDER, PROVIDER]) })).toThrow(
      "thirdType 'corp' twice",
    );
    expect(() => ssoFromEnv({ CAS_URL: 'https://cas.example.com/cas' })).toThrow('CAS_SERVICE must name');
    expect(() => ssoFromEnv({ CAS_URL: 'https://cas', CAS_SERVICE: 'not a url' })).toThrow(
      'CAS_SERVICE must be',
    );
  });
});
