import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillTestDataDir } from '@locasuite/mock-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureIo } from '../captureIo';
import { run } from '../index';

const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-cli-user-'));
// A clone of the run's migrated database, empty of data: the commands find nothing to migrate.
beforeAll(() => fillTestDataDir(dataDir));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function locasuite(...args: string[]) {
  const capture = captureIo({ LOCASUITE_DATA_DIR: dataDir });
  const code = await run(args, capture.io);
  return { code, out: capture.text(), err: capture.errors() };
}

describe('locasuite user', () => {
  it('adds a user and lists it', async () => {
    const added = await locasuite(
      'user',
      'add',
      'mdupont',
      '--password',
      'Chantier-2026',
      '--email',
      'm.dupont@exemple.fr',
      '--name',
      'Marie Dupont',
      '--apps',
      'sav-gestion,contrat-gestion',
    );
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toContain('Compte créé : mdupont');
    const list = await locasuite('user', 'list');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(
      /mdupont\s+m\.dupont@exemple\.fr\s+Marie Dupont\s+non\s+sav-gestion,contrat-gestion/,
    );
  });

  it('refuses a duplicate login with a French message and exit code 1', async () => {
    const again = await locasuite('user', 'add', 'mdupont', '--password', 'Chantier-2026');
    expect(again.code).toBe(1);
    expect(again.err).toBe(
      'Erreur : Un utilisateur existe déjà avec cet identifiant ou cette adresse email.',
    );
    expect(again.err).not.toMatch(/\n\s+at /);
  });

  it('changes the password, the applications and the admin flag', async () => {
    expect((await locasuite('user', 'set-password', 'mdupont', 'Nouveau-mot-2026')).code).toBe(0);
    const apps = await locasuite('user', 'set-apps', 'mdupont', 'planning-technicien, sav-gestion');
    expect(apps.out).toBe('Applications de mdupont : planning-technicien, sav-gestion.');
    expect((await locasuite('user', 'set-admin', 'mdupont', 'true')).out).toBe(
      'mdupont est administrateur.',
    );
    const list = await locasuite('user', 'list');
    expect(list.out).toMatch(/mdupont .* oui\s+planning-technicien,sav-gestion/);
    expect((await locasuite('user', 'set-admin', 'mdupont', 'non')).out).toBe(
      'mdupont n\u2019est plus administrateur.',
    );
  });

  it('explains bad input in French', async () => {
    expect(await locasuite('user', 'set-password', 'personne', 'Mot-de-passe-long')).toMatchObject({
      code: 1,
      err: 'Erreur : Utilisateur introuvable : personne.',
    });
    expect((await locasuite('user', 'set-password', 'mdupont', 'court')).err).toMatch(
      /^Erreur : Le mot de passe doit faire au moins 8 caractères/,
    );
    expect((await locasuite('user', 'set-apps', 'mdupont', 'inconnue')).err).toMatch(
      /^Erreur : Application inconnue : inconnue/,
    );
    expect((await locasuite('user', 'set-admin', 'mdupont', 'peut-être')).err).toBe(
      'Erreur : Valeur invalide pour admin : valeur attendue : true ou false (oui ou non).',
    );
    expect((await locasuite('user', 'add', 'x1', '--email', 'a@b.fr')).err).toBe(
      'Erreur : Option obligatoire manquante : --password <motDePasse>.',
    );
    expect((await locasuite('utilisateur')).err).toBe(
      'Erreur : Commande inconnue : utilisateur. Voir « locasuite --help ».',
    );
  });
});
