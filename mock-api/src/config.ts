import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
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
   * Behind a reverse proxy, which `X-Forwarded-For` hops to trust (Fastify `trustProxy`): false
   * (the socket's address), a hop count, or the proxies' addresses (IPs or CIDR ranges). Never
   * `true`: any client could then name its own address and step around every limit. Sign-in
   * throttling and the anonymous rate limit count per client address.
   */
  readonly trustProxy: false | number | readonly string[];
  /**
   * Whether the email providers' emulation answers over HTTP (`/providers/…`), for another
   * server pointed at this one. Off by default; on only with keys of your own.
   */
  readonly providerEmulation: boolean;
  /** API requests without a session, per client address and minute (LOCASUITE_ANONYMOUS_RATE_LIMIT). */
  readonly anonymousRateLimit: number;
  /** The map tiles and routing service the web app was built with (VITE_MAP_TILE_URL, VITE_ROUTING_URL): the CSP allows them. */
  readonly mapTileUrl: string;
  readonly routingUrl: string | undefined;
  /**
   * Email providers of the email-history tool (spec 1 §7, DECISIONS.md: keys stay on the server).
   * No URL = this server's own emulation of the provider, fed by the outbox and `mail_events`.
   */
  readonly sendinblueApiUrl: string | undefined;
  readonly sendinblueApiKey: string;
  readonly mailchimpApiUrl: string | undefined;
  readonly mailchimpApiKey: string;
  /**
   * The address customers open links to (LOCASUITE_PUBLIC_URL, e.g. https://locasuite.example.fr):
   * the signature links mailed by `send_signature_request`. Unset, the address the staff's browser
   * called the server with.
   */
  readonly publicUrl?: string | undefined;
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

/** The map tiles the web app uses without VITE_MAP_TILE_URL (DECISIONS.md: OpenStreetMap). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const TRUST_PROXY_TRUE =
  "LOCASUITE_TRUST_PROXY=true ferait confiance à n'importe quel en-tête X-Forwarded-For (un client pourrait choisir son adresse et contourner les limites) : indiquez le nombre de relais devant le serveur (par exemple 1 pour un seul reverse proxy) ou leurs adresses (par exemple 127.0.0.1 ou 10.0.0.0/8).";
const TRUST_PROXY_FORMAT =
  'LOCASUITE_TRUST_PROXY doit valoir false, un nombre de relais (1, 2…) ou des adresses de proxy séparées par des virgules (IP ou plage CIDR, par exemple 10.0.0.1,10.0.0.0/8).';

/** An IP address or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxySchema = z.preprocess(
  (v) => {
    if (v === undefined || v === false) return false;
    if (typeof v !== 'string') return v;
    const text = v.trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (text === 'true') return v;
    return text.split(',').map((part) => part.trim());
  },
  z.union(
    [
      z.literal(false),
      z.number().int().min(1, TRUST_PROXY_FORMAT).max(10, TRUST_PROXY_FORMAT),
      z.array(z.string().refine(isAddressOrRange, TRUST_PROXY_FORMAT)).min(1),
    ],
    { error: (iss) => (iss.input === 'true' ? TRUST_PROXY_TRUE : TRUST_PROXY_FORMAT) },
  ),
);

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
  trustProxy: trustProxySchema,
  providerEmulation: z.preprocess(
    (v) => (v === undefined || v === '' ? 'false' : typeof v === 'boolean' ? String(v) : v),
    z.enum(['true', 'false', '1', '0'], {
      error: 'LOCASUITE_PROVIDER_EMULATION doit valoir true ou false.',
    }),
  ),
  anonymousRateLimit: z.coerce
    .number({ error: 'LOCASUITE_ANONYMOUS_RATE_LIMIT doit être un nombre.' })
    .int('LOCASUITE_ANONYMOUS_RATE_LIMIT doit être un entier.')
    .min(1, 'LOCASUITE_ANONYMOUS_RATE_LIMIT doit être compris entre 1 et 100000.')
    .max(100_000, 'LOCASUITE_ANONYMOUS_RATE_LIMIT doit être compris entre 1 et 100000.'),
  mapTileUrl: z
    .string()
    .regex(/^https?:\/\/[^\s/]+/, 'VITE_MAP_TILE_URL doit commencer par http:// ou https://.'),
  routingUrl: providerUrl('VITE_ROUTING_URL'),
  sendinblueApiUrl: providerUrl('SENDINBLUE_API_URL'),
  sendinblueApiKey: z.string().min(1, 'SENDINBLUE_API_KEY ne peut pas être vide.'),
  mailchimpApiUrl: providerUrl('MAILCHIMP_API_URL'),
  mailchimpApiKey: z.string().min(1, 'MAILCHIMP_API_KEY ne peut pas être vide.'),
  publicUrl: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^https?:\/\/[^\s/]+\/?$/,
        'LOCASUITE_PUBLIC_URL doit être une adresse http:// ou https:// sans chemin (par exemple https://locasuite.exemple.fr).',
      )
      .optional(),
  ),
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
 * LOCASUITE_TRUST_PROXY, LOCASUITE_PROVIDER_EMULATION, LOCASUITE_ANONYMOUS_RATE_LIMIT,
 * SENDINBLUE_API_URL/_KEY,
 * MAILCHIMP_API_URL/_KEY, VITE_MAP_TILE_URL, VITE_ROUTING_URL);
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
    providerEmulation: env.LOCASUITE_PROVIDER_EMULATION,
    anonymousRateLimit: env.LOCASUITE_ANONYMOUS_RATE_LIMIT || 300,
    mapTileUrl: env.VITE_MAP_TILE_URL || DEFAULT_MAP_TILE_URL,
    routingUrl: env.VITE_ROUTING_URL,
    sendinblueApiUrl: env.SENDINBLUE_API_URL,
    sendinblueApiKey: env.SENDINBLUE_API_KEY || DEFAULT_PROVIDER_KEYS.sendinblue,
    mailchimpApiUrl: env.MAILCHIMP_API_URL,
    mailchimpApiKey: env.MAILCHIMP_API_KEY || DEFAULT_PROVIDER_KEYS.mailchimp,
    publicUrl: env.LOCASUITE_PUBLIC_URL,
    ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)),
  };
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const providerEmulation = config.providerEmulation === 'true' || config.providerEmulation === '1';
  if (
    providerEmulation &&
    (config.sendinblueApiKey === DEFAULT_PROVIDER_KEYS.sendinblue ||
      config.mailchimpApiKey === DEFAULT_PROVIDER_KEYS.mailchimp)
  ) {
    throw new ConfigError(
      'Configuration invalide :\n- LOCASUITE_PROVIDER_EMULATION=true demande vos propres clés SENDINBLUE_API_KEY et MAILCHIMP_API_KEY : les clés de développement sont publiques.',
    );
  }
  return {
    ...config,
    providerEmulation,
    databaseUrl: config.databaseUrl,
    smtpUrl: config.smtpUrl,
    sendinblueApiUrl: config.sendinblueApiUrl?.replace(/\/+$/, ''),
    mailchimpApiUrl: config.mailchimpApiUrl?.replace(/\/+$/, ''),
    routingUrl: config.routingUrl?.replace(/\/+$/, ''),
    dataDir: resolve(config.dataDir),
    webRoot: config.webRoot !== undefined ? resolve(config.webRoot) : defaultWebRoot(),
  };
}
