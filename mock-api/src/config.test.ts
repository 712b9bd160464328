import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ENVELOPE_KEY, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.envelopeKey).toBe(DEFAULT_ENVELOPE_KEY);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.sessionTtlHours).toBe(12);
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
  });

  it('reads LOCASUITE_TRUST_PROXY as a flag, a hop count or addresses', () => {
    expect(loadConfig({ LOCASUITE_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ LOCASUITE_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ LOCASUITE_TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe(
      '10.0.0.1,10.0.0.2',
    );
  });

  it('reads the environment and lets overrides win', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        DATABASE_URL: 'memory://',
        LOCASUITE_ENVELOPE_KEY: 'k',
        SMTP_URL: 'smtp://localhost:2525',
        LOCASUITE_SESSION_TTL_HOURS: '2',
      },
      { host: '127.0.0.1', port: 0 },
    );
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: 'memory://',
      envelopeKey: 'k',
      smtpUrl: 'smtp://localhost:2525',
      sessionTtlHours: 2,
    });
  });

  it('fails with a French message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT doit être un nombre/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL doit commencer/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL doit valoir/);
  });
});
