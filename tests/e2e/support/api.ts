import CryptoJS from 'crypto-js';

// The reference envelope (ARCHITECTURE.md): crypto-js AES with a passphrase, OpenSSL "Salted__"
// format. Used directly so the browser tests check the server with the wire format itself.
const KEY = process.env.LOCASUITE_ENVELOPE_KEY || 'locasuite-dev-envelope-key';

function seal(value: unknown): string {
  return CryptoJS.AES.encrypt(JSON.stringify(value), KEY).toString();
}

function open(text: string): unknown {
  return JSON.parse(CryptoJS.AES.decrypt(text, KEY).toString(CryptoJS.enc.Utf8)) as unknown;
}

/** The answer body of an envelope call with `from` replaced by `to` throughout (a page's route). */
export function rewriteSealedAnswer(body: string, from: string, to: string): string {
  const sealed = JSON.parse(body) as { data: string };
  const text = JSON.stringify(open(sealed.data)).split(from).join(to);
  return JSON.stringify({ data: seal(JSON.parse(text)) });
}

/** One general-family call over HTTP with the real envelope, as the browser makes it. */
export async function callApi(
  baseURL: string,
  name: string,
  payload: unknown,
  token?: string | null,
): Promise<{ status: number; body: { code: number; data?: unknown; message?: string } }> {
  const response = await fetch(`${baseURL}/api/v1/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ data: seal(payload) }),
  });
  const sealed = (await response.json()) as { data: string };
  const body = open(sealed.data) as { code: number; data?: unknown; message?: string };
  return { status: response.status, body };
}

/** One call of a tool family (`/api/{family}/v1/{name}`), with the real envelope. */
export async function callFamily(
  baseURL: string,
  family: string,
  name: string,
  payload: unknown,
  token?: string | null,
): Promise<{ status: number; body: { code: number; data?: unknown; message?: string } }> {
  const response = await fetch(`${baseURL}/api/${family}/v1/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ data: seal(payload) }),
  });
  const sealed = (await response.json()) as { data: string };
  const body = open(sealed.data) as { code: number; data?: unknown; message?: string };
  return { status: response.status, body };
}
