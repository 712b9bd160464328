import { loadConfig, startServer, type RunningServer } from '@locasuite/mock-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTicket, openLiveStream, postPresence, type OpenedStream } from './support/liveStream';
import { ENVELOPE_KEY, startTestServer, type TestServer } from './support/testServer';

// The live channel (issue 12, mock-api/README.md « Live channel »): write calls announced after
// their commit to the streams of the people who may call the family, presence, refusals.

const LIVRAISON = '/api/planningLivraison/v1';
const DISPO = '/api/planningDisponibilite/v1';

let t: TestServer;
let admin: string;
let planif: string;
let dispoOnly: string;
const streams: OpenedStream[] = [];

async function stream(auth: Parameters<typeof openLiveStream>[1], url = t.url) {
  const opened = await openLiveStream(url, auth);
  streams.push(opened);
  return opened;
}

beforeAll(async () => {
  // A quick heartbeat: the session checks it carries happen within the test.
  t = await startTestServer({ seed: true, liveHeartbeatMs: 200 });
  admin = await t.signIn('admin', 'admin');
  planif = await t.signIn('planif', 'planif');
  await t.addUser({
    login: 'dispo',
    password: 'dispo-secret',
    applications: ['planning-disponibilite'],
  });
  dispoOnly = await t.signIn('dispo', 'dispo-secret');
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe('the stream', () => {
  it('refuses a bad token, a bad ticket and no credentials with a French 401 in JSON', async () => {
    for (const auth of ['jeton-inconnu', { ticket: 'pas-un-ticket' }, { ticket: '' }, null]) {
      const refused = await stream(auth);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({
        code: 401,
        message: 'Session invalide ou expirée : reconnectez-vous.',
      });
    }
    const ticket = await liveTicket(t.url, 'jeton-inconnu');
    expect(ticket).toMatchObject({ status: 401, body: { code: 401 } });
  });

  it('opens with a one-minute ticket and announces another user’s write after its commit', async () => {
    const { status, body } = await liveTicket(t.url, planif);
    expect(status).toBe(200);
    const ticket = body.data!.ticket;
    // The ticket names no token.
    expect(ticket).not.toContain(planif);
    const planner = await stream({ ticket });
    expect(planner.status).toBe(200);

    const saved = await t.call(`${LIVRAISON}/save_day_to_hide`, { days: '0' }, admin);
    expect(saved).toMatchObject({ status: 200, code: 0 });
    const event = await planner.next();
    expect(event).toMatchObject({
      event: 'change',
      data: { family: 'planningLivraison', call: 'save_day_to_hide' },
    });
    expect(Date.parse((event!.data as { at: string }).at)).not.toBeNaN();
  });

  it('opens one stream with a ticket, once: the same ticket again is refused, a fresh one works', async () => {
    const ticket = (await liveTicket(t.url, planif)).body.data!.ticket;
    const first = await stream({ ticket });
    expect(first.status).toBe(200);
    const again = await stream({ ticket });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({
      code: 401,
      message: 'Session invalide ou expirée : reconnectez-vous.',
    });
    // Even after the first stream ended.
    first.close();
    expect((await stream({ ticket })).status).toBe(401);
    // Two at once with one ticket: one stream.
    const shared = (await liveTicket(t.url, planif)).body.data!.ticket;
    const both = await Promise.all([stream({ ticket: shared }), stream({ ticket: shared })]);
    expect(both.map((s) => s.status).sort()).toEqual([200, 401]);
    const fresh = (await liveTicket(t.url, planif)).body.data!.ticket;
    expect((await stream({ ticket: fresh })).status).toBe(200);
  });

  it('tells a user without the tool nothing of it', async () => {
    const outsider = await stream(dispoOnly);
    expect(outsider.status).toBe(200);
    await t.call(`${LIVRAISON}/save_day_to_hide`, { days: '6' }, admin);
    await t.call(`${DISPO}/save_day_to_hide`, { days: '0,6' }, admin);
    // The delivery planning's change came first and was not sent: the first event is the other.
    expect(await outsider.next()).toMatchObject({
      event: 'change',
      data: { family: 'planningDisponibilite', call: 'save_day_to_hide' },
    });
  });

  it('announces nothing for a write that was refused and rolled back', async () => {
    const planner = await stream(planif);
    const line = await t.server.db
      .selectFrom('contract_lines')
      .select(['id', 'version'])
      .where('delivery_end_ts', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const stale = await t.call(
      `${LIVRAISON}/set_livraison_retour_comment`,
      { idEnregistrement: line.id, data: 'trop tard', version: line.version + 5 },
      admin,
    );
    expect(stale).toMatchObject({ status: 409 });
    const saved = await t.call(
      `${LIVRAISON}/set_livraison_retour_comment`,
      { idEnregistrement: line.id, data: 'à l’heure', version: line.version },
      admin,
    );
    expect(saved).toMatchObject({ status: 200, code: 0 });
    expect(await planner.next()).toMatchObject({
      event: 'change',
      data: {
        family: 'planningLivraison',
        call: 'set_livraison_retour_comment',
        ids: [String(line.id)],
      },
    });
  });

  it('ends the stream with a `refused` event at the heartbeat after the session ended', async () => {
    const token = await t.signIn('planif', 'planif');
    const planner = await stream(token);
    const ticket = (await liveTicket(t.url, token)).body.data!.ticket;
    expect(await t.call('/api/v1/logout', {}, token)).toMatchObject({ status: 200, code: 0 });
    expect(await planner.next()).toEqual({
      event: 'refused',
      data: { message: 'Session invalide ou expirée : reconnectez-vous.' },
    });
    expect(await planner.next()).toBeNull();
    expect(planner.comments).toEqual(expect.arrayContaining(['connecté', 'ping']));
    // A ticket of the ended session opens nothing, and no new one is given.
    expect((await stream({ ticket })).status).toBe(401);
    expect(await liveTicket(t.url, token)).toMatchObject({ status: 401 });
  });

  it('keeps at most eight streams per user: the oldest is ended', async () => {
    await t.addUser({ login: 'boucle', password: 'boucle-secret', applications: [] });
    const token = await t.signIn('boucle', 'boucle-secret');
    const opened: OpenedStream[] = [];
    for (let i = 0; i < 9; i += 1) opened.push(await stream(token));
    expect(opened.every((s) => s.status === 200)).toBe(true);
    expect(await opened[0]!.next()).toBeNull();
  });
});

describe('presence', () => {
  it('tells the family’s other people who is moving what, and not the mover', async () => {
    const planner = await stream(planif);
    const mover = await stream(admin);
    const posted = await postPresence(t.url, admin, {
      family: 'planningLivraison',
      subject: '42-DEPART',
      state: 'moving',
    });
    expect(posted).toEqual({ status: 200, body: { code: 0 } });
    const heard = await planner.next();
    expect(heard).toMatchObject({
      event: 'presence',
      data: {
        family: 'planningLivraison',
        subject: '42-DEPART',
        user: 'Administrateur',
        state: 'moving',
      },
    });
    await postPresence(t.url, admin, {
      family: 'planningLivraison',
      subject: '42-DEPART',
      state: 'idle',
    });
    expect(await planner.next()).toMatchObject({ event: 'presence', data: { state: 'idle' } });
    // The mover's own stream heard neither: its first event is the next change.
    await t.call(`${LIVRAISON}/save_day_to_hide`, { days: '0,6' }, admin);
    expect(await mover.next()).toMatchObject({ event: 'change' });
  });

  it('shows a presence under way to a page opened afterwards', async () => {
    await postPresence(t.url, admin, {
      family: 'planningLivraison',
      subject: '7-RETOUR',
      state: 'moving',
    });
    const late = await stream(planif);
    expect(await late.next()).toMatchObject({
      event: 'presence',
      data: { subject: '7-RETOUR', state: 'moving', until: expect.any(String) },
    });
    await postPresence(t.url, admin, {
      family: 'planningLivraison',
      subject: '7-RETOUR',
      state: 'idle',
    });
  });

  it('refuses bad input in French (422), other tools (403), no session (401), never a 500', async () => {
    const cases: [string | null, unknown, number, RegExp][] = [
      [admin, { family: 'planningLivraison', subject: 'x', state: 'dancing' }, 422, /« state »/],
      [
        admin,
        { family: 'planningLivraison', subject: 'x'.repeat(201), state: 'idle' },
        422,
        /« subject »/,
      ],
      [admin, { family: 'planningLivraison', subject: '   ', state: 'idle' }, 422, /« subject »/],
      [
        admin,
        { family: 'planningLivraison', subject: 'a\u0000b', state: 'idle' },
        422,
        /« subject » ne doit contenir aucun caractère de contrôle/,
      ],
      [
        admin,
        { family: 'planningLivraison', subject: 'ligne\nsuivante', state: 'moving' },
        422,
        /caractère de contrôle/,
      ],
      [admin, { family: 'inconnue', subject: 'x', state: 'idle' }, 422, /« family »/],
      [
        admin,
        { family: 'planningLivraison', subject: 'x', state: 'idle', extra: 1 },
        422,
        /inconnus/,
      ],
      [admin, [1, 2], 422, /invalides/],
      [
        dispoOnly,
        { family: 'planningLivraison', subject: 'x', state: 'idle' },
        403,
        /Accès refusé/,
      ],
      [null, { family: 'planningLivraison', subject: 'x', state: 'idle' }, 401, /Session invalide/],
    ];
    for (const [token, body, status, message] of cases) {
      const answer = await postPresence(t.url, token, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    const unreadable = await fetch(`${t.url}/api/live/presence`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: '{pas du json',
    });
    expect(unreadable.status).toBe(400);
    expect(((await unreadable.json()) as { message: string }).message).toMatch(/Requête illisible/);
    const huge = await postPresence(t.url, admin, {
      family: 'planningLivraison',
      subject: 'x'.repeat(10_000),
      state: 'idle',
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/trop volumineuse/);
  });
});

describe('two server processes on one PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)(
    'fans changes and presence out through LISTEN/NOTIFY, once each (skipped without TEST_DATABASE_URL: PGlite is one process)',
    async () => {
      expect(t.database.label).toBe('postgres');
      const config = loadConfig(
        {},
        {
          port: 0,
          host: '127.0.0.1',
          databaseUrl: t.database.url,
          dataDir: t.dataDir,
          envelopeKey: ENVELOPE_KEY,
          logLevel: 'silent',
          webRoot: `${t.dataDir}/no-web-app`,
        },
      );
      let second: RunningServer | undefined;
      try {
        second = await startServer(config, { handleSignals: false });
        const elsewhere = await stream(planif, second.url);
        const here = await stream(planif);
        expect(elsewhere.status).toBe(200);

        // A ticket spent on one process opens nothing on the other.
        const ticket = (await liveTicket(t.url, planif)).body.data!.ticket;
        expect((await stream({ ticket }, second.url)).status).toBe(200);
        expect((await stream({ ticket })).status).toBe(401);

        await t.call(`${LIVRAISON}/save_day_to_hide`, { days: '0' }, admin);
        const first = {
          event: 'change',
          data: { family: 'planningLivraison', call: 'save_day_to_hide' },
        };
        expect(await elsewhere.next()).toMatchObject(first);
        expect(await here.next()).toMatchObject(first);

        await postPresence(t.url, admin, {
          family: 'planningLivraison',
          subject: '99-DEPART',
          state: 'moving',
        });
        const presence = { event: 'presence', data: { subject: '99-DEPART', state: 'moving' } };
        expect(await elsewhere.next()).toMatchObject(presence);
        // Once on the sending process too: its own NOTIFY coming back is skipped.
        expect(await here.next()).toMatchObject(presence);
        await postPresence(t.url, admin, {
          family: 'planningLivraison',
          subject: '99-DEPART',
          state: 'idle',
        });
        expect(await elsewhere.next()).toMatchObject({
          event: 'presence',
          data: { state: 'idle' },
        });
        expect(await here.next()).toMatchObject({ event: 'presence', data: { state: 'idle' } });

        // And from the second process back to the first.
        const viaSecond = await fetch(`${second.url}/api/live/presence`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
          body: JSON.stringify({ family: 'planningLivraison', subject: 'retour', state: 'idle' }),
        });
        expect(viaSecond.status).toBe(200);
        expect(await here.next()).toMatchObject({ event: 'presence', data: { subject: 'retour' } });
        expect(await elsewhere.next()).toMatchObject({
          event: 'presence',
          data: { subject: 'retour' },
        });
      } finally {
        await second?.close();
      }
    },
  );
});
