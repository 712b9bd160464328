// What the browser benchmarks of the plannings share: a seeded server on `memory://` serving the
// built web app, the real envelope (node:crypto, as the server seals: the timing is the
// server's, not a slow client's) and the median of the runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeEnvelope, loadConfig, startServer } from '@locasuite/mock-api';
import type { RunningServer } from '@locasuite/mock-api';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const webRoot = join(root, 'apps', 'shell', 'dist');
export const KEY = 'locasuite-dev-envelope-key';
const envelope = createNodeEnvelope(KEY);

/** The request body of a call, as the web app sends it (`{ data: <sealed payload> }`). */
export const sealedBody = (payload: unknown) =>
  JSON.stringify({ data: envelope.sealSync(payload) });

/** Opens a sealed answer body (`{ data: <sealed answer> }`). */
export const openAnswer = (body: string) =>
  envelope.openSync((JSON.parse(body) as { data: string }).data) as {
    code: number;
    data: unknown;
    message?: string;
  };

/**
 * One sealed call, as the web app makes it, to a server in this process or another one (`url`);
 * throws on a code other than 0.
 */
export async function call(
  server: Pick<RunningServer, 'url'>,
  path: string,
  payload: unknown,
  token?: string,
) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: sealedBody(payload),
  });
  const answer = openAnswer(await response.text());
  if (answer.code !== 0) throw new Error(`${path} : ${answer.message ?? answer.code}`);
  return answer.data as { data: { fieldData: Record<string, unknown> }[] };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

/**
 * A server seeded at `scale` in a data directory of its own, serving the web app built in `root`
 * (`apps/shell/dist` by default); `close()` removes both.
 */
export async function startBenchServer(scale: number, name: string, root = webRoot) {
  const dataDir = mkdtempSync(join(tmpdir(), `locasuite-${name}-bench-`));
  const config = loadConfig(
    {},
    {
      host: '127.0.0.1',
      port: 0,
      dataDir,
      databaseUrl: 'memory://',
      envelopeKey: KEY,
      logLevel: 'silent',
      webRoot: root,
    },
  );
  const server = await startServer(config, { seed: { scale }, handleSignals: false });
  return {
    server,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
