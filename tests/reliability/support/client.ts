import { createCryptoJsEnvelope } from '@locasuite/core';

export const RELIABILITY_KEY = 'reliability-test-envelope-key';
const envelope = createCryptoJsEnvelope(RELIABILITY_KEY);

/** One sealed call, as a browser makes it; resolves to the opened answer. */
export async function call(
  baseUrl: string,
  path: string,
  payload: unknown,
  token?: string,
): Promise<{ code: number; data?: unknown; message?: string }> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ data: envelope.sealSync(payload) }),
  });
  const body = (await response.json()) as { data: string };
  return envelope.openSync(body.data) as { code: number; data?: unknown; message?: string };
}
