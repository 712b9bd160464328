/** Where the API lives and which envelope key it uses (build-time configuration, `.env` / `VITE_*`). */
export interface ShellConfig {
  readonly apiUrl: string;
  readonly envelopeKey: string;
}

const DEFAULT_ENVELOPE_KEY = 'locasuite-dev-envelope-key';

/** Reads `VITE_API_URL` (default: the app's own origin) and `VITE_ENVELOPE_KEY`. */
export function readConfig(
  env: Record<string, string | undefined> = import.meta.env,
  origin: string = window.location.origin,
): ShellConfig {
  const apiUrl = (env.VITE_API_URL?.trim() || origin).replace(/\/+$/, '');
  const envelopeKey = env.VITE_ENVELOPE_KEY?.trim() || DEFAULT_ENVELOPE_KEY;
  return { apiUrl, envelopeKey };
}
