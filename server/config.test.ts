import { describe, expect, it } from 'vitest';
import { loadConfig, preflight } from './config';

describe('configuration', () => {
  it('refuses production with the demo admin password, or with none', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', ADMIN_PASSWORD: '123456' }]) {
      expect(preflight(loadConfig(env))).toMatch(/Refusing to start in production .*ADMIN_PASSWORD/);
    }
  });

  it('starts in production with an admin password of its own, and anywhere else with the demo one', () => {
    expect(preflight(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'kL9#vq2-Ww' }))).toBeNull();
    expect(preflight(loadConfig({}))).toBeNull();
    expect(preflight(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
  });

  it('reads PORT, DATA_DIR and DATABASE_URL, and rejects a malformed PORT', () => {
    const config = loadConfig({ PORT: '3055', DATA_DIR: '/tmp/dougong-x', DATABASE_URL: 'postgres://h/db' });
    expect(config).toMatchObject({ port: 3055, dataDir: '/tmp/dougong-x', databaseUrl: 'postgres://h/db' });
    expect(loadConfig({}).port).toBe(3000);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('trusts a reverse proxy only when TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('reads CORS_ORIGINS as exact origins, none by default, and refuses anything else', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'http://localhost:3000, https://oa.example.com' }).corsOrigins).toEqual(
      ['http://localhost:3000', 'https://oa.example.com'],
    );
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'http://localhost:3000/app' })).toThrow(/CORS_ORIGINS/);
  });
});
