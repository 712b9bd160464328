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

  it('reads LOCASUITE_TRUST_PROXY as a hop count or the proxies’ addresses', () => {
    expect(loadConfig({ LOCASUITE_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ LOCASUITE_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ LOCASUITE_TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('refuses LOCASUITE_TRUST_PROXY=true in French, saying what to write instead (issue 9 §3)', () => {
    expect(() => loadConfig({ LOCASUITE_TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOCASUITE_TRUST_PROXY: 'true' })).toThrow(
      /LOCASUITE_TRUST_PROXY=true ferait confiance à n'importe quel en-tête X-Forwarded-For.*indiquez le nombre de relais.*\(par exemple 1 pour un seul reverse proxy\) ou leurs adresses/,
    );
    expect(() => loadConfig({ LOCASUITE_TRUST_PROXY: 'proxy.local' })).toThrow(
      /LOCASUITE_TRUST_PROXY doit valoir false, un nombre de relais/,
    );
    expect(() => loadConfig({ LOCASUITE_TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
  });

  it('keeps the providers’ HTTP emulation off unless enabled with keys of one’s own', () => {
    expect(loadConfig({}).providerEmulation).toBe(false);
    expect(() => loadConfig({ LOCASUITE_PROVIDER_EMULATION: 'true' })).toThrow(
      /LOCASUITE_PROVIDER_EMULATION=true demande vos propres clés/,
    );
    expect(
      loadConfig({
        LOCASUITE_PROVIDER_EMULATION: 'true',
        SENDINBLUE_API_KEY: 'a',
        MAILCHIMP_API_KEY: 'b',
      }).providerEmulation,
    ).toBe(true);
  });

  it('limits anonymous API calls to 300 a minute per address unless told otherwise', () => {
    expect(loadConfig({}).anonymousRateLimit).toBe(300);
    expect(loadConfig({ LOCASUITE_ANONYMOUS_RATE_LIMIT: '30' }).anonymousRateLimit).toBe(30);
    expect(() => loadConfig({ LOCASUITE_ANONYMOUS_RATE_LIMIT: '0' })).toThrow(
      /LOCASUITE_ANONYMOUS_RATE_LIMIT doit être compris entre 1 et 100000/,
    );
  });

  it('reads the map tiles and routing hosts the web app was built with', () => {
    expect(loadConfig({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({}).routingUrl).toBeUndefined();
    expect(loadConfig({ VITE_ROUTING_URL: 'https://osrm.exemple.fr/' }).routingUrl).toBe(
      'https://osrm.exemple.fr',
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
