import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testSnapshots';
import type { OpenedDatabase } from '../db/openDatabase';
import { HttpError } from '../HttpError';
import { verifyPassword } from './password';
import { createSession, resolveSession } from './sessions';
import {
  createUser,
  findUserByIdentifier,
  listUsers,
  setAdmin,
  setApplications,
  setPassword,
} from './users';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened.close());

const status = async (p: Promise<unknown>) => {
  try {
    await p;
    return 0;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
};

describe('user management', () => {
  it('creates, lists and finds users by login or email, case-insensitively', async () => {
    const { db } = opened;
    const created = await createUser(db, {
      login: 'marie.dupont',
      password: 'motdepasse1',
      email: 'Marie.Dupont@exemple.fr',
      displayName: 'Marie Dupont',
      applications: 'planning-disponibilite,statistiques',
      mails: ['contact@exemple.fr', 'sav@exemple.fr'],
    });
    expect(created).toMatchObject({
      login: 'marie.dupont',
      admin: false,
      applications: ['planning-disponibilite', 'statistiques'],
    });
    expect((await findUserByIdentifier(db, 'MARIE.DUPONT'))?.id).toBe(created.id);
    expect((await findUserByIdentifier(db, 'marie.dupont@exemple.fr'))?.mails).toBe(
      'contact@exemple.fr|sav@exemple.fr',
    );
    expect((await listUsers(db)).map((u) => u.login)).toContain('marie.dupont');
  });

  it('refuses duplicates (409) and invalid input (422) with French messages', async () => {
    const { db } = opened;
    expect(await status(createUser(db, { login: 'Marie.Dupont', password: 'motdepasse1' }))).toBe(
      409,
    );
    expect(await status(createUser(db, { login: 'x y', password: 'motdepasse1' }))).toBe(422);
    await expect(createUser(db, { login: 'court', password: 'abc' })).rejects.toThrow(
      'Le mot de passe doit faire au moins 8 caractères.',
    );
    await expect(
      createUser(db, { login: 'appli', password: 'motdepasse1', applications: ['inconnue'] }),
    ).rejects.toThrow(/Application inconnue : inconnue/);
    expect(await status(setAdmin(db, 'personne', true))).toBe(404);
  });

  it('changes password (closing sessions), applications and admin flag', async () => {
    const { db } = opened;
    const user = await createUser(db, { login: 'paul', password: 'ancienmdp1' });
    const now = new Date();
    const token = await createSession(db, user.id, { ttlHours: 12, now });
    await setPassword(db, 'paul', 'nouveaumdp2');
    const row = await findUserByIdentifier(db, 'paul');
    expect(await verifyPassword('nouveaumdp2', row?.password_hash ?? '')).toBe(true);
    expect(await resolveSession(db, token, { ttlHours: 12, now })).toBeNull();
    expect(
      (await setApplications(db, 'paul', ['sav-gestion', '/contrat-gestion'])).applications,
    ).toEqual(['sav-gestion', 'contrat-gestion']);
    expect((await setAdmin(db, 'paul', true)).admin).toBe(true);
  });
});
