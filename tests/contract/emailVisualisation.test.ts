import { findCallByPath } from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Answer, type TestServer } from './support/testServer';

const BASE = '/api/emailVisualisation/v1';
const INFO = `${BASE}/sendinBlue_user_get_info`;
const LIST = `${BASE}/sendinBlue_get_emails_list`;
const DETAIL = `${BASE}/get_email_detail`;
const DOMAIN = 'locasuite-location.fr';
const HOSTILE = 'Votre devis personnalisé (modèle importé)';

interface Row {
  date: string;
  email: string;
  event: string;
  from: string;
  json: string;
  subject: string;
  messageId: string;
  tag: 'SENDINBLUE' | 'MAILCHIMP';
  [key: string]: unknown;
}

/** Keys of this test's own: the HTTP emulation never answers with the public development ones. */
const PROVIDER_KEYS = {
  SENDINBLUE_API_KEY: 'contrat-sib-key',
  MAILCHIMP_API_KEY: 'contrat-md-key',
};

let t: TestServer;
let admin: string;
let planner: string;
let tech: string;
let savOnly: string;

function ok<T>(path: string, answer: Answer): T {
  expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
  const parsed = findCallByPath(path)!.answer.safeParse(answer.data);
  expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
  return answer.data as T;
}

async function rows(token: string, email: string): Promise<Row[]> {
  const data = ok<{ data: { fieldData: Row }[] }>(LIST, await t.call(LIST, { email }, token));
  return data.data.map((d) => d.fieldData);
}

beforeAll(async () => {
  t = await startTestServer(
    { seed: true },
    { ...PROVIDER_KEYS, LOCASUITE_PROVIDER_EMULATION: 'true' },
  );
  admin = await t.signIn('admin', 'admin');
  planner = await t.signIn('planif', 'planif');
  tech = await t.signIn('tech', 'tech');
  await t.addUser({
    login: 'boite',
    password: 'motdepasse1',
    email: `boite@${DOMAIN}`,
    applications: ['email-visualisation'],
    mails: [`sav@${DOMAIN}`],
  });
  savOnly = await t.signIn('boite', 'motdepasse1');
}, 60_000);
afterAll(() => t.close());

describe('sendinBlue_user_get_info (spec 1 §7)', () => {
  it('answers the signed-in user’s MAILS, separated by |', async () => {
    const data = ok<{ data: { fieldData: { MAILS: string } }[] }>(
      INFO,
      await t.call(INFO, { user_id: `planification@${DOMAIN}` }, planner),
    );
    // The company's mailboxes, then the agencies' (the condition check's mails leave from them).
    expect(data.data[0]?.fieldData.MAILS.split('|')).toEqual([
      `contact@${DOMAIN}`,
      `sav@${DOMAIN}`,
      `location@${DOMAIN}`,
      ...['lyon', 'villeurbanne', 'grenoble', 'saint-etienne'].map((a) => `${a}@${DOMAIN}`),
    ]);
    const byLogin = ok<{ data: { fieldData: { MAILS: string } }[] }>(
      INFO,
      await t.call(INFO, { user_id: 'boite' }, savOnly),
    );
    expect(byLogin.data[0]?.fieldData.MAILS).toBe(`sav@${DOMAIN}`);
  });

  it('lets an administrator read another user, refuses it to others', async () => {
    const other = ok<{ data: { fieldData: { MAILS: string } }[] }>(
      INFO,
      await t.call(INFO, { user_id: 'boite' }, admin),
    );
    expect(other.data[0]?.fieldData.MAILS).toBe(`sav@${DOMAIN}`);
    expect(await t.call(INFO, { user_id: 'admin' }, savOnly)).toMatchObject({
      status: 403,
      message: 'Accès refusé : vous ne pouvez consulter que vos propres adresses mail.',
    });
    expect(await t.call(INFO, { user_id: 'personne' }, admin)).toMatchObject({
      status: 404,
      message: 'Utilisateur introuvable.',
    });
  });

  it('refuses a missing user_id (422) and a user without the tool (403)', async () => {
    const missing = await t.call(INFO, {}, admin);
    expect(missing.status).toBe(422);
    expect(missing.message).toMatch(/user_id/);
    const refused = await t.call(INFO, { user_id: 'tech' }, tech);
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/^Accès refusé/);
    expect((await t.call(INFO, { user_id: 'admin' }, null)).status).toBe(401);
  });
});

describe('sendinBlue_get_emails_list (spec 1 §3 email log row)', () => {
  it('lists a mailbox newest first, in the row shape, without api_key', async () => {
    const list = await rows(planner, `contact@${DOMAIN}`);
    expect(list.length).toBeGreaterThan(20);
    for (const r of list) {
      expect(r).not.toHaveProperty('api_key');
      expect(
        r.from.toLowerCase().includes(`contact@${DOMAIN}`) || r.email === `contact@${DOMAIN}`,
      ).toBe(true);
      expect(['SENDINBLUE', 'MAILCHIMP']).toContain(r.tag);
      expect(Number.isNaN(Date.parse(r.date))).toBe(false);
      expect(JSON.parse(r.json)).toHaveProperty('events');
    }
    const dates = list.map((r) => Date.parse(r.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(list.some((r) => r.subject === HOSTILE)).toBe(true);
  });

  it('covers the three mailboxes with ≥ 200 mails in all', async () => {
    let total = 0;
    for (const box of ['contact', 'sav', 'location'])
      total += (await rows(admin, `${box}@${DOMAIN}`)).length;
    expect(total).toBeGreaterThanOrEqual(200);
  });

  it('refuses a mailbox not listed for the user, a bad address and a user without the tool', async () => {
    expect(await t.call(LIST, { email: `contact@${DOMAIN}` }, savOnly)).toMatchObject({
      status: 403,
      message: `Accès refusé : la boîte mail contact@${DOMAIN} ne fait pas partie de vos adresses.`,
    });
    const bad = await t.call(LIST, { email: 'pas une adresse' }, admin);
    expect(bad.status).toBe(422);
    expect(bad.message).toMatch(/email/);
    expect((await t.call(LIST, { email: `sav@${DOMAIN}` }, tech)).status).toBe(403);
  });
});

describe('get_email_detail (spec 1 §3 email detail, DECISIONS.md)', () => {
  it('reads a Sendinblue mail through the provider: subject, body and events', async () => {
    const row = (await rows(planner, `location@${DOMAIN}`)).find((r) => r.tag === 'SENDINBLUE')!;
    const detail = ok<{ subject: string; body: string; events: { name: string; time: string }[] }>(
      DETAIL,
      await t.call(DETAIL, { messageId: row.messageId, tag: row.tag }, planner),
    );
    expect(detail.subject).toBe(row.subject);
    expect(detail.body).toContain('<p>');
    expect(detail.events[0]?.name).toBe('sent');
    expect(Number.isNaN(Date.parse(detail.events[0]!.time))).toBe(false);
  });

  it('reads a Mailchimp mail: html, state and opens_detail with ts in seconds', async () => {
    const all = [
      ...(await rows(admin, `location@${DOMAIN}`)),
      ...(await rows(admin, `contact@${DOMAIN}`)),
    ];
    const opened = all.filter((r) => r.tag === 'MAILCHIMP' && /open/.test(r.json));
    expect(opened.length).toBeGreaterThan(0);
    const row = opened[0]!;
    const detail = ok<{
      html: string;
      state: string;
      events: { name: string }[];
      opens_detail: { ts: number }[];
    }>(DETAIL, await t.call(DETAIL, { messageId: row.messageId, tag: row.tag }, admin));
    expect(detail.html).toContain('<p>');
    expect(detail.state).toBe('delivered');
    expect(detail.opens_detail.length).toBeGreaterThan(0);
    for (const o of detail.opens_detail) expect(o.ts).toBeLessThan(1e11);
    expect(detail.events.map((e) => e.name)).toContain('sent');
  });

  it('gives the hostile mail as stored (the browser sanitises it)', async () => {
    const row = (await rows(admin, `contact@${DOMAIN}`)).find((r) => r.subject === HOSTILE)!;
    const detail = ok<{ body: string }>(
      DETAIL,
      await t.call(DETAIL, { messageId: row.messageId, tag: row.tag }, admin),
    );
    expect(detail.body).toContain('<script>');
  });

  it('refuses a mail outside the user’s mailboxes (404), an unknown one and a user without the tool', async () => {
    const row = (await rows(admin, `contact@${DOMAIN}`))[0]!;
    const message = 'Mail introuvable dans les boîtes mail de votre compte.';
    expect(await t.call(DETAIL, { messageId: row.messageId, tag: row.tag }, savOnly)).toMatchObject(
      { status: 404, message },
    );
    expect(
      await t.call(DETAIL, { messageId: '<inconnu@x.fr>', tag: 'SENDINBLUE' }, admin),
    ).toMatchObject({ status: 404, message });
    expect((await t.call(DETAIL, { messageId: row.messageId, tag: 'FOO' }, admin)).status).toBe(
      422,
    );
    expect((await t.call(DETAIL, { messageId: row.messageId, tag: row.tag }, tech)).status).toBe(
      403,
    );
  });
});

describe('providers’ emulation over HTTP', () => {
  it('answers as Sendinblue with the api-key header only', async () => {
    const row = (await rows(admin, `location@${DOMAIN}`)).find((r) => r.tag === 'SENDINBLUE')!;
    const url = `${t.url}/providers/sendinblue/v3/smtp/emails?messageId=${encodeURIComponent(row.messageId)}&sort=desc&limit=500&offset=0`;
    expect((await fetch(url)).status).toBe(401);
    const search = await fetch(url, { headers: { 'api-key': PROVIDER_KEYS.SENDINBLUE_API_KEY } });
    const found = (await search.json()) as {
      count: number;
      transactionalEmails: { uuid: string }[];
    };
    expect(found.count).toBe(1);
    const one = await fetch(
      `${t.url}/providers/sendinblue/v3/smtp/emails/${found.transactionalEmails[0]!.uuid}`,
      { headers: { 'api-key': PROVIDER_KEYS.SENDINBLUE_API_KEY } },
    );
    expect(((await one.json()) as { subject: string }).subject).toBe(row.subject);
  });

  it('answers as Mailchimp Transactional, refusing a wrong key', async () => {
    const wrong = await fetch(`${t.url}/providers/mailchimp/api/1.0/messages/info.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'faux', id: '0'.repeat(32) }),
    });
    expect(wrong.status).toBe(500);
    expect(((await wrong.json()) as { name: string }).name).toBe('Invalid_Key');
  });

  it('is reached over HTTP by a server configured with the provider URLs', async () => {
    const viaHttp = await startTestServer(
      { seed: true },
      {
        ...PROVIDER_KEYS,
        SENDINBLUE_API_URL: `${t.url}/providers/sendinblue/v3`,
        MAILCHIMP_API_URL: `${t.url}/providers/mailchimp/api/1.0`,
      },
    );
    const broken = await startTestServer(
      { seed: true },
      { SENDINBLUE_API_URL: `${t.url}/providers/sendinblue/v3`, SENDINBLUE_API_KEY: 'mauvaise' },
    );
    try {
      const token = await viaHttp.signIn('admin', 'admin');
      const list = await viaHttp.call(LIST, { email: `contact@${DOMAIN}` }, token);
      const listed = (list.data as { data: { fieldData: Row }[] }).data.map((d) => d.fieldData);
      for (const tag of ['SENDINBLUE', 'MAILCHIMP'] as const) {
        const row = listed.find((r) => r.tag === tag)!;
        const detail = await viaHttp.call(DETAIL, { messageId: row.messageId, tag }, token);
        expect(detail, detail.message).toMatchObject({ status: 200, code: 0 });
        expect((detail.data as { subject: string }).subject).toBe(row.subject);
      }
      const brokenToken = await broken.signIn('admin', 'admin');
      const row = listed.find((r) => r.tag === 'SENDINBLUE')!;
      expect(
        await broken.call(DETAIL, { messageId: row.messageId, tag: row.tag }, brokenToken),
      ).toMatchObject({
        status: 502,
        message: 'Le fournisseur d’e-mails ne répond pas : réessayez dans quelques instants.',
      });
    } finally {
      await viaHttp.close();
      await broken.close();
    }
  }, 120_000);
});
