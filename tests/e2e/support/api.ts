import { createCryptoJsEnvelope } from '@locasuite/core';

const envelope = createCryptoJsEnvelope(
  process.env.LOCASUITE_ENVELOPE_KEY || 'locasuite-dev-envelope-key',
);

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
    body: JSON.stringify({ data: envelope.sealSync(payload) }),
  });
  const sealed = (await response.json()) as { data: string };
  const body = envelope.openSync(sealed.data) as { code: number; data?: unknown; message?: string };
  return { status: response.status, body };
}
