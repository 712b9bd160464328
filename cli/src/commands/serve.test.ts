import { createNodeEnvelope, DEFAULT_ENVELOPE_KEY } from '@locasuite/mock-api';
import { testSnapshot } from '@locasuite/mock-api/testing';
import { describe, expect, it } from 'vitest';
import { captureIo } from '../captureIo';
import { run } from '../index';

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timeout');
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Each server starts from a clone of the run's migrated database, empty of data: the first one
// still seeds it, the second one leaves it empty.
const migrated = () => testSnapshot('migrated');

describe('locasuite serve', () => {
  it('serves a seeded in-memory database on a free port, answers a login, and stops', async () => {
    const stop = new AbortController();
    const capture = captureIo({}, stop.signal, migrated());
    const running = run(
      ['serve', '--db', 'memory', '--port', '0', '--host', '127.0.0.1'],
      capture.io,
    );
    const url = await waitFor(() => /démarré : (http:\/\/\S+)/.exec(capture.text())?.[1]);
    await waitFor(() => (capture.text().includes('Ctrl+C') ? true : undefined));
    expect(capture.text()).toMatch(/^admin\s+admin\s+administrateur/m);
    expect(capture.text()).toMatch(/^planif\s+planif\s/m);
    expect(capture.text()).toMatch(/^tech\s+tech\s/m);

    const envelope = createNodeEnvelope(DEFAULT_ENVELOPE_KEY);
    const login = async (password: string) => {
      const response = await fetch(`${url}/api/v1/user_login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: envelope.sealSync({ email: 'admin', password }) }),
      });
      const body = (await response.json()) as { data: string };
      return {
        status: response.status,
        answer: envelope.openSync(body.data) as { code: number; data?: { id?: string } },
      };
    };
    const ok = await login('admin');
    expect(ok.status).toBe(200);
    expect(ok.answer.code).toBe(0);
    expect(ok.answer.data?.id).toMatch(/.{20,}/);
    const refused = await login('mauvais');
    expect(refused.answer.code).not.toBe(0);

    stop.abort();
    expect(await running).toBe(0);
    expect(capture.text()).toContain('Arrêt du serveur');
    await expect(fetch(`${url}/login`)).rejects.toThrow();
  });

  it('exits with 1 and a French message when the port is taken', async () => {
    const stop = new AbortController();
    const first = captureIo({}, stop.signal, migrated());
    const running = run(
      ['serve', '--db', 'memory', '--port', '0', '--host', '127.0.0.1', '--no-seed'],
      first.io,
    );
    const url = await waitFor(() => /démarré : (http:\/\/\S+)/.exec(first.text())?.[1]);
    await waitFor(() => (first.text().includes('Ctrl+C') ? true : undefined));
    expect(first.text()).not.toContain('Comptes de démonstration');
    expect(first.text()).toContain('Aucun compte : créez-en un avec « locasuite user add');
    const port = new URL(url).port;
    const second = captureIo({}, undefined, migrated());
    expect(
      await run(['serve', '--db', 'memory', '--port', port, '--host', '127.0.0.1'], second.io),
    ).toBe(1);
    expect(second.errors()).toBe(
      `Erreur : Le port ${port} est déjà utilisé sur 127.0.0.1 : arrêtez l’autre serveur ou choisissez un autre port (--port ou PORT).`,
    );
    stop.abort();
    expect(await running).toBe(0);
  });
});
