import { afterEach, describe, expect, it, vi } from 'vitest';

/** APP_CONFIG reads the user's motion preference once, when the app starts. */
async function configWhen(reduce: boolean) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  return (await import('./appTheme')).APP_CONFIG;
}

afterEach(() => vi.unstubAllGlobals());

describe('APP_CONFIG', () => {
  it('turns antd animations off for users whose system asks for reduced motion', async () => {
    expect((await configWhen(true)).theme?.token?.motion).toBe(false);
  });

  it('keeps them for everybody else', async () => {
    expect((await configWhen(false)).theme?.token?.motion).toBe(true);
  });
});
