import { calls, createCryptoJsEnvelope, type CallDef } from '@locasuite/core';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../auth/users';
import { loadConfig } from '../config';
import type { OpenedDatabase } from '../db/openDatabase';
import { DatabaseLostError } from '../db/pgliteDialect';
import type { UserRow } from '../db/schema';
import { openTestDatabase } from '../db/testSnapshots';
import { HttpError } from '../HttpError';
import { createMemoryFileStore } from '../inPage/memoryFileStore';
import { createMailService } from '../mail/MailService';
import { commitsItself, read, type Handler, type HandlerContext } from './defineHandlers';
import { createCallRunner, type CallRunner } from './handleCall';
import { createReadCache } from './readCache';

const NOW = new Date(Date.UTC(2026, 10, 23, 9));
const SCOPE = 'planning-disponibilite';
const def = calls.planningDisponibilite.save_day_to_hide;
const mail = {
  mailbox: 'contact@locasuite.fr',
  from: 'LocaSuite <contact@locasuite.fr>',
  to: ['client@exemple.fr'],
  subject: 'Jours masqués',
  html: '<p>Bonjour</p>',
  text: 'Bonjour',
};
const silent = {
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

let opened: OpenedDatabase;
let user: UserRow;
const committed: string[] = [];

/** A runner with one handler for `save_day_to_hide`, telling `committed` what it announces. */
function runnerWith(handler: Handler): CallRunner {
  const { db } = opened;
  const base = {
    db,
    config: loadConfig({}, { logLevel: 'silent', databaseUrl: 'memory://' }),
    files: createMemoryFileStore(() => NOW),
    mail: createMailService(db, false, () => NOW),
    readCache: createReadCache(),
    now: () => NOW,
  };
  return createCallRunner(
    base,
    new Map<CallDef, Handler>([[def, handler]]),
    createCryptoJsEnvelope('clé de test'),
    (call) => committed.push(call.name),
  );
}

const run = (handler: Handler) =>
  runnerWith(handler).run(def, { days: '0' }, null, { ip: '127.0.0.1', log: silent, user });

/** A row in `settings` and a mail in the outbox: what every handler below writes first. */
async function writeBoth(ctx: HandlerContext, value: string) {
  await ctx.db
    .insertInto('settings')
    .values({ scope: SCOPE, key: 'day_to_hide', value, updated_at: NOW })
    .execute();
  await ctx.mail.queue(mail);
}

async function leftBehind() {
  const settings = await opened.db.selectFrom('settings').select('value').execute();
  const outbox = await opened.db.selectFrom('outbox').select('id').execute();
  return { settings: settings.map((r) => r.value), mails: outbox.length };
}

beforeAll(async () => {
  opened = await openTestDatabase();
  await createUser(opened.db, {
    login: 'chef',
    password: 'motdepasse1',
    applications: [SCOPE],
    admin: true,
  });
  user = await opened.db
    .selectFrom('users')
    .selectAll()
    .where('login', '=', 'chef')
    .executeTakeFirstOrThrow();
});
afterAll(() => opened.close());
beforeEach(async () => {
  committed.length = 0;
  await opened.db.deleteFrom('settings').execute();
  await opened.db.deleteFrom('outbox').execute();
});

describe('a write call runs in one transaction', () => {
  it('commits everything it wrote, then announces it', async () => {
    const outcome = await run(async (ctx) => {
      await writeBoth(ctx, '0');
      return {};
    });
    expect(outcome).toEqual({ status: 200, body: { code: 0, data: {} } });
    expect(await leftBehind()).toEqual({ settings: ['0'], mails: 1 });
    expect(committed).toEqual(['save_day_to_hide']);
  });

  it('a refusal half-way leaves nothing behind: no row, no mail, no announcement', async () => {
    const outcome = await run(async (ctx) => {
      await writeBoth(ctx, '0');
      throw new HttpError(409, 'Cette fiche vient d’être modifiée.');
    });
    expect(outcome).toEqual({
      status: 409,
      body: { code: 409, message: 'Cette fiche vient d’être modifiée.' },
    });
    expect(await leftBehind()).toEqual({ settings: [], mails: 0 });
    expect(committed).toEqual([]);
  });

  it('a crash half-way is a 500 and leaves nothing behind', async () => {
    const outcome = await run(async (ctx) => {
      await writeBoth(ctx, '0');
      throw new Error('panne au milieu');
    });
    expect(outcome.status).toBe(500);
    expect(await leftBehind()).toEqual({ settings: [], mails: 0 });
    expect(committed).toEqual([]);
  });

  it('the database lost under a call is a 503 in French, not a 500', async () => {
    const outcome = await run(async (ctx) => {
      await writeBoth(ctx, '0');
      throw new DatabaseLostError(true);
    });
    expect(outcome).toEqual({
      status: 503,
      body: {
        code: 503,
        message:
          'La base de données du serveur a redémarré : l’opération en cours n’a pas été faite, recommencez-la.',
      },
    });
    expect(committed).toEqual([]);
  });

  it('a value the database refuses after a first write is a 422, and the first write is undone', async () => {
    const outcome = await run(async (ctx) => {
      await writeBoth(ctx, '0');
      // The key column is text: a NUL byte is a data exception (SQLSTATE 22…).
      await ctx.db
        .insertInto('settings')
        .values({ scope: SCOPE, key: 'x\u0000', value: '1', updated_at: NOW })
        .execute();
      return {};
    });
    expect(outcome.status).toBe(422);
    expect(await leftBehind()).toEqual({ settings: [], mails: 0 });
  });

  it('a handler marked commitsItself keeps what it wrote before refusing; read announces nothing', async () => {
    const refused = await run(
      commitsItself(async (ctx: HandlerContext) => {
        await writeBoth(ctx, '6');
        throw new HttpError(401, 'Identifiants incorrects.');
      }),
    );
    expect(refused.status).toBe(401);
    expect(await leftBehind()).toEqual({ settings: ['6'], mails: 1 });
    const answered = await run(read(async () => ({})));
    expect(answered.status).toBe(200);
    expect(committed).toEqual([]);
  });
});
