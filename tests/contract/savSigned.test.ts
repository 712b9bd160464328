import { SAV_MESSAGES } from '@locasuite/core';
import { describe, expect, it } from 'vitest';
import { SIGNATURE, savFixture, savLine as line } from './support/sav';

const sav = savFixture();
const s = sav.state;
const { call, ok, rows, newLink, draft, complete, create, reportsOf, linesOf } = sav;

const SECOND_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

/** A validated report signed by Jean DUPONT, its lines with it (its save closed). */
async function signedReport() {
  const link = newLink();
  const id = await create({
    ...complete(link, { Signataire: 'Jean DUPONT', 'N° RAP COMP': `OR-${link.slice(-4)}` }),
    lignes: [line(`${link}-1`)],
  });
  return { link, id, report: (await reportsOf(link))[0]! };
}

const listed = async (link: string) =>
  rows(ok('get_or_1_Liste_byLink', await call('get_or_1_Liste_byLink', { link }, s.planif)))[0]!;

describe('locked after signature (spec 4 §4.1, issue 37)', () => {
  it('keeps the SHA-256 of what was signed with its evidence (time, signer), and answers them', async () => {
    const before = new Date();
    const { link, report } = await signedReport();
    expect(report.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(report.signed_by).toBe('Jean DUPONT');
    expect(report.signed_at!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(await listed(link)).toMatchObject({
      signed_sha256: report.signed_sha256,
      signed_at: report.signed_at!.toISOString(),
      signed_by: 'Jean DUPONT',
    });
  });

  it('an edit of a signed or validated report → 409 in French; nothing signed changes', async () => {
    const { link, id, report } = await signedReport();
    const edits = [
      { Observ: 'Changé après signature', version: 1 },
      { Signature_web: SECOND_SIGNATURE, version: 1 },
      { Statut: 130, version: 1 },
    ];
    for (const data of edits) {
      expect(await call('edit_or', { id, data }, s.admin)).toMatchObject({
        status: 409,
        message: SAV_MESSAGES.readOnly,
      });
    }
    expect(await call('delete_or_by_id', { id }, s.admin)).toMatchObject({ status: 409 });
    const after = (await reportsOf(link))[0]!;
    expect(after).toMatchObject({
      version: report.version,
      signed_sha256: report.signed_sha256,
      data: report.data,
    });
    expect(SAV_MESSAGES.readOnly).toBe(
      'Ce rapport est clôturé ou signé : il n’est plus modifiable. Pour le changer, créez-en une nouvelle version.',
    );
  });

  it('a draft saved with the customer’s signature is locked too, with its evidence', async () => {
    const link = newLink();
    const id = await create({ ...draft(link, { Signature_web: SIGNATURE }), lignes: [] });
    const report = (await reportsOf(link))[0]!;
    expect(report.data.Statut).toBe(130);
    expect(report.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await call('edit_or', { id, data: { Observ: 'x', version: 1 } }, s.planif),
    ).toMatchObject({ status: 409, message: SAV_MESSAGES.readOnly });
  });
});

describe('a later change is a new version, and the records say so (issue 37)', () => {
  it('creat_new_or_1 with version_de: a new report, without the old signature, saying which signed report it replaces', async () => {
    const { link, id, report } = await signedReport();
    const nextLink = newLink();
    const changed = {
      ...report.data,
      '_LINK MOTEUR': nextLink,
      version_de: id,
      Observ: 'Pièce manquante ajoutée',
      Statut: 130,
      lignes: [line(`${nextLink}-1`), line(`${nextLink}-2`, 'COU-220')],
    };
    const nextId = await create(changed);
    // A replay of the same new version finds it.
    expect(await create(changed)).toBe(nextId);
    const next = await listed(nextLink);
    expect(next).toMatchObject({
      id: nextId,
      version_de: id,
      Statut: 130,
      Observ: 'Pièce manquante ajoutée',
    });
    expect(next.Signature_web).toBeUndefined();
    expect(String(next.Note_version)).toMatch(
      new RegExp(
        `^Nouvelle version du rapport n° ${String(report.data['N° RAP COMP'])}, signé le \\d{2}/\\d{2}/\\d{4} à \\d{2}:\\d{2} par Jean DUPONT\\.$`,
      ),
    );
    expect(await listed(link)).toMatchObject({
      remplace_par: nextId,
      // The new version keeps the intervention's number.
      Note_remplacement: `Remplacé par une nouvelle version : rapport n° ${String(report.data['N° RAP COMP'])}.`,
      signed_sha256: report.signed_sha256,
    });
    const all = rows(ok('get_or_liste_sav', await call('get_or_liste_sav', {}, s.planif)));
    expect(all.find((r) => r.id === id)).toMatchObject({ remplace_par: nextId });
    // The signed report and its lines are as they were.
    expect((await reportsOf(link))[0]!.data).toEqual(report.data);
    expect((await linesOf(id)).map((l) => l.id)).toEqual([`${link}-1`]);

    // The new version is signed again and validated: its own evidence and SAV_2 copy.
    const validated = await call(
      'edit_or',
      {
        id: nextId,
        data: { ...complete(nextLink), Signature_web: SECOND_SIGNATURE, version: 1, lignes: [] },
      },
      s.planif,
    );
    expect(validated, validated.message).toMatchObject({ status: 200 });
    const [nextReport, nextCopy] = await reportsOf(nextLink);
    expect(nextReport!.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(nextReport!.signed_sha256).not.toBe(report.signed_sha256);
    expect(nextCopy).toMatchObject({ table_name: 'SAV_2', source_id: nextId });
  });

  it('one new version per signed report; none of an editable report; an unknown one → 404', async () => {
    const { id } = await signedReport();
    const nextId = await create(draft(newLink(), { version_de: id }));
    const second = await call(
      'creat_new_or_1',
      { data: draft(newLink(), { version_de: id }) },
      s.planif,
    );
    expect(second).toMatchObject({
      status: 409,
      message: SAV_MESSAGES.versionExists(`n° ${nextId}`),
    });
    const editable = await call(
      'creat_new_or_1',
      { data: draft(newLink(), { version_de: nextId }) },
      s.planif,
    );
    expect(editable).toMatchObject({ status: 409, message: SAV_MESSAGES.versionOfEditable });
    expect(
      await call(
        'creat_new_or_1',
        { data: draft(newLink(), { version_de: 2_000_000_000 }) },
        s.planif,
      ),
    ).toMatchObject({ status: 404, message: SAV_MESSAGES.notFound });
  });
});
