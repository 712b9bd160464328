import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The server's configuration, read from the environment (ARCHITECTURE.md, mock-api). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** `memory://` = in-memory embedded database; `postgres://…` = PostgreSQL; absent = `<dataDir>/pgdata`. */
  readonly databaseUrl: string | undefined;
  readonly envelopeKey: string;
  readonly smtpUrl: string | undefined;
  /** Directory of the built web app, when there is one. */
  readonly webRoot: string | undefined;
  readonly sessionTtlHours: number;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Behind a reverse proxy, which `X-Forwarded-For` hops to trust (Fastify `trustProxy`): false,
   * true, a hop count or comma-separated addresses. Sign-in throttling counts per client address.
   */
  readonly trustProxy: boolean | number | string;
  /**
   * Email providers of the email-history tool (spec 1 §7, DECISIONS.md: keys stay on the server).
   * No URL = this server's own emulation of the provider, fed by the outbox and `mail_events`.
   */
  readonly sendinblueApiUrl: string | undefined;
  readonly sendinblueApiKey: string;
  readonly mailchimpApiUrl: string | undefined;
  readonly mailchimpApiKey: string;
}

/** Development keys of the email providers' emulation (SENDINBLUE_API_KEY, MAILCHIMP_API_KEY). */
export const DEFAULT_PROVIDER_KEYS = {
  sendinblue: 'locasuite-dev-sendinblue-key',
  mailchimp: 'locasuite-dev-mailchimp-key',
} as const;

const providerUrl = (name: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, `${name} doit commencer par http:// ou https://.`)
      .optional(),
  );

export const DEFAULT_ENVELOPE_KEY = 'locasuite-dev-envelope-key';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const configSchema = z.object({
  port: z.coerce
    .number({ error: 'PORT doit être un nombre.' })
    .int('PORT doit être un entier.')
    .min(0, 'PORT doit être compris entre 0 et 65535.')
    .max(65535, 'PORT doit être compris entre 0 et 65535.'),
  host: z.string().min(1, "L'adresse d'écoute (HOST) ne peut pas être vide."),
  dataDir: z.string().min(1, 'Le dossier de données (LOCASUITE_DATA_DIR) ne peut pas être vide.'),
  databaseUrl: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^(memory:\/\/|postgres(ql)?:\/\/|file:\/\/)/,
        'DATABASE_URL doit commencer par memory://, postgres://, postgresql:// ou file://.',
      )
      .optional(),
  ),
  envelopeKey: z
    .string()
    .min(1, "La clé d'enveloppe (LOCASUITE_ENVELOPE_KEY) ne peut pas être vide."),
  smtpUrl: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL doit commencer par smtp:// ou smtps://.')
      .optional(),
  ),
  webRoot: z.preprocess(emptyToUndefined, z.string().optional()),
  sessionTtlHours: z.coerce
    .number({ error: 'LOCASUITE_SESSION_TTL_HOURS doit être un nombre.' })
    .positive('LOCASUITE_SESSION_TTL_HOURS doit être positif.')
    .max(24 * 365, 'LOCASUITE_SESSION_TTL_HOURS ne peut pas dépasser un an.'),
  trustProxy: z.preprocess(
    (v) =>
      v === undefined || v === '' || v === 'false'
        ? false
        : v === 'true'
          ? true
          : typeof v === 'string' && /^\d+$/.test(v)
            ? Number(v)
            : v,
    z.union([z.boolean(), z.number().int().min(0), z.string().min(1)], {
      error: 'LOCASUITE_TRUST_PROXY doit valoir true, false, un nombre de relais ou des adresses.',
    }),
  ),
  sendinblueApiUrl: providerUrl('SENDINBLUE_API_URL'),
  sendinblueApiKey: z.string().min(1, 'SENDINBLUE_API_KEY ne peut pas être vide.'),
  mailchimpApiUrl: providerUrl('MAILCHIMP_API_URL'),
  mailchimpApiKey: z.string().min(1, 'MAILCHIMP_API_KEY ne peut pas être vide.'),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'LOG_LEVEL doit valoir fatal, error, warn, info, debug, trace ou silent.',
  }),
});

/** Error thrown when the configuration is invalid; the message is French and names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The built web app shipped beside the server (apps/shell/dist), when it exists. */
export function defaultWebRoot(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  // Source layout (mock-api/src) and bundle layout (mock-api/dist) are both two levels below the root.
  const candidate = resolve(here, '..', '..', 'apps', 'shell', 'dist');
  return existsSync(resolve(candidate, 'index.html')) ? candidate : undefined;
}

/**
 * Reads the configuration from the environment (PORT, HOST, LOCASUITE_DATA_DIR, DATABASE_URL,
 * LOCASUITE_ENVELOPE_KEY, SMTP_URL, LOCASUITE_WEB_ROOT, LOCASUITE_SESSION_TTL_HOURS, LOG_LEVEL,
 * LOCASUITE_TRUST_PROXY, SENDINBLUE_API_URL/_KEY, MAILCHIMP_API_URL/_KEY);
 * `overrides` win over the environment. Throws a `ConfigError` with a French message.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const raw = {
    port: env.PORT ?? 8080,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.LOCASUITE_DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL,
    envelopeKey: env.LOCASUITE_ENVELOPE_KEY ?? DEFAULT_ENVELOPE_KEY,
    smtpUrl: env.SMTP_URL,
    webRoot: env.LOCASUITE_WEB_ROOT,
    sessionTtlHours: env.LOCASUITE_SESSION_TTL_HOURS ?? 12,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.LOCASUITE_TRUST_PROXY,
    sendinblueApiUrl: env.SENDINBLUE_API_URL,
    sendinblueApiKey: env.SENDINBLUE_API_KEY || DEFAULT_PROVIDER_KEYS.sendinblue,
    mailchimpApiUrl: env.MAILCHIMP_API_URL,
    mailchimpApiKey: env.MAILCHIMP_API_KEY || DEFAULT_PROVIDER_KEYS.mailchimp,
    ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)),
  };
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    databaseUrl: config.databaseUrl,
    smtpUrl: config.smtpUrl,
    sendinblueApiUrl: config.sendinblueApiUrl?.replace(/\/+$/, ''),
    mailchimpApiUrl: config.mailchimpApiUrl?.replace(/\/+$/, ''),
    dataDir: resolve(config.dataDir),
    webRoot: config.webRoot !== undefined ? resolve(config.webRoot) : defaultWebRoot(),
  };
}
