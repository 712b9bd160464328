import { join } from 'node:path';
import { createLocalFileStore, demoPhotoPng } from '@locasuite/mock-api';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from './support/pdfPageTexts';
import { savFixture, savLine as line } from './support/sav';

const sav = savFixture();
const s = sav.state;
const { call, newLink, complete, create } = sav;

/** A demo photo (PNG) and a JPEG up to its 1×1 frame header: pictures judged by their bytes. */
const PNG = demoPhotoPng(3).toString('base64');
const JPEG = Buffer.from([
  ...[0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
  ...[0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0, 0xff, 0xd9],
]).toString('base64');

async function recapTexts(link: string): Promise<string> {
  const answer = await call('photo_download', { path: `SAV/${link}/recapitulatif.pdf` }, s.planif);
  expect(answer, answer.message).toMatchObject({ status: 200 });
  const bytes = Buffer.from((answer.data as { fileBinary: string }).fileBinary, 'base64');
  return (await pdfPageTexts(new Uint8Array(bytes))).flat().join('\n');
}

/** A validated report with everything the recap shows, and two photos in its folder. */
async function fullReport() {
  const link = newLink();
  const agency = await s.t.server.db
    .selectFrom('agencies')
    .select(['id', 'name', 'company_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const company = await s.t.server.db
    .selectFrom('companies')
    .select('data')
    .where('id', '=', agency.company_id)
    .executeTakeFirstOrThrow();
  const id = await create({
    ...complete(link, {
      'N° RAP COMP': `OR-R-${link.slice(-4)}`,
      Signature_web: `data:image/png;base64,${PNG}`,
      Signataire: 'Jean DUPONT',
      ID_Agence: agency.id,
      'DATE RAPPORT': '2026-11-27',
      type_travaux: 'Réparation',
      LIEU_INTERV: 'Chantier',
      adliv: '12 rue de la Gare',
      villeliv: 'Lyon',
      Horametre: '1520',
      Observ: 'Fuite hydraulique sur le vérin de levage.',
      'Travaux exe': 'Joint de vérin remplacé, essais concluants.',
      Check_liste: [
        { CH_DESIGNATION: 'Niveau d’huile', CH_ETAT: 'OK' },
        { CH_DESIGNATION: 'Pneus', CH_ETAT: 'Usés' },
      ],
      Horaire_liste: [
        {
          technicien: 'Paul MARTIN',
          date: '2026-11-27',
          debut: '09:00',
          fin: '10:30',
          duree: '01:30',
          type: "Main d'oeuvre",
        },
      ],
    }),
    lignes: [line(`${link}-1`, 'FIL-001', 2)],
  });
  for (const [name, content] of [
    ['PHOTO_001.png', `data:image/png;base64,${PNG}`],
    ['PHOTO_002.jpg', `data:image/jpeg;base64,${JPEG}`],
  ] as const) {
    const up = await call('file_upload', { file: content, path: `SAV/${link}/${name}` }, s.planif);
    expect(up, up.message).toMatchObject({ status: 200 });
  }
  return { link, id, agency, company: company.data };
}

describe('the recap PDF the server makes (spec 4 §2.2, §4.1)', () => {
  it('holds every part as real text, the photos and the signature, refreshed with the photos', async () => {
    const { link, agency, company } = await fullReport();
    const text = await recapTexts(link);
    for (const part of [
      String(company.RS),
      `Rapport d'intervention n° OR-R-${link.slice(-4)}`,
      s.client.name,
      '12 rue de la Gare 69003 Lyon',
      'Réparation',
      '27/11/2026',
      'Paul MARTIN',
      String((agency as { name: string }).name),
      s.machine,
      'Niveau d’huile',
      'Usés',
      '09:00',
      '10:30',
      "Main d'oeuvre",
      'FIL-001',
      'Filtre à huile',
      '25,00 €',
      'Joint de vérin remplacé, essais concluants.',
      'Photos (2)',
      'PHOTO_001.png',
      'PHOTO_002.jpg',
      'Signé par Jean DUPONT',
      'Clôturé (140)',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).toMatch(/Empreinte SHA-256 : [0-9a-f]{64}/);
    expect(text).toContain(`SIRET ${String(company.NumeroSIRET)}`);
    expect(text).toMatch(/Page 1 \/ \d/);

    ok(await call('photo_delete', { path: `SAV/${link}/PHOTO_002.jpg` }, s.planif));
    expect(await recapTexts(link)).toContain('Photos (1)');
  });

  it('is made once per settled state: not by each write (ten photos), but when it is read and its source changed', async () => {
    const link = newLink();
    await create(complete(link, { lignes: [line(`${link}-1`)] }));
    const recap = `SAV/${link}/recapitulatif.pdf`;
    const files = createLocalFileStore(join(s.t.dataDir, 'files'));
    for (let n = 1; n <= 10; n += 1) {
      const path = `SAV/${link}/PHOTO_${String(n).padStart(3, '0')}.png`;
      ok(await call('file_upload', { file: `data:image/png;base64,${PNG}`, path }, s.planif));
    }
    // No write made it: ten photos, no recap yet.
    expect(await files.exists(recap)).toBe(false);
    expect(await recapTexts(link)).toContain('Photos (10)');
    const made = await files.stat(recap);
    // Read again, nothing changed: the same file, not made again.
    expect(await recapTexts(link)).toContain('Photos (10)');
    expect(await files.stat(recap)).toEqual(made);
    // A photo deleted: the next read makes it from the new state.
    ok(await call('photo_delete', { path: `SAV/${link}/PHOTO_010.png` }, s.planif));
    expect(await recapTexts(link)).toContain('Photos (9)');
    // The folder's listing shows the recap as the report stands.
    ok(
      await call(
        'file_upload',
        { file: `data:image/png;base64,${PNG}`, path: `SAV/${link}/PHOTO_011.png` },
        s.planif,
      ),
    );
    ok(await call('photo_folder_liste', { path: `SAV/${link}` }, s.planif));
    const listed = await files.get(recap);
    expect((await pdfPageTexts(new Uint8Array(listed))).flat().join('\n')).toContain('Photos (10)');
  });

  it('a draft without lines, photos or signature says so', async () => {
    const link = newLink();
    await create(sav.draft(link));
    const text = await recapTexts(link);
    expect(text).toContain('En cours (130)');
    expect(text).toContain('Aucune pièce.');
    expect(text).toContain('Aucun accesoire ajouté.');
    expect(text).toContain('Aucune photo.');
    expect(text).toContain('Non signé.');
    const listed = await call('get_or_1_Liste_byLink', { link }, s.planif);
    expect(
      (listed.data as { data: { fieldData: Record<string, unknown> }[] }).data[0]!.fieldData,
    ).toMatchObject({ recap_pdf: `SAV/${link}/recapitulatif.pdf` });
  });

  it('the recap of a report stored without its files is made when it is asked for', async () => {
    const seeded = await s.t.server.db
      .selectFrom('sav_reports')
      .select(['link', 'data'])
      .where('link', 'like', 'seed-sav-%')
      .where('table_name', '=', 'SAV_FICHE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await recapTexts(seeded.link)).toContain(
      `Rapport d'intervention n° ${String(seeded.data['N° RAP COMP'])}`,
    );
    expect(
      await call('photo_download', { path: 'SAV/pas-un-rapport/recapitulatif.pdf' }, s.planif),
    ).toMatchObject({ status: 404 });
  });

  it('send_pdf_by_email without a PDF sends the server’s recap of the report: errorListe', async () => {
    const { link } = await fullReport();
    const numero = `OR-R-${link.slice(-4)}`;
    const answer = await call(
      'send_pdf_by_email',
      { email: ['client.recap@example.fr', 'atelier.recap@example.fr'], numero },
      s.planif,
    );
    expect(answer, answer.message).toMatchObject({ status: 200, data: { errorListe: [] } });
    const mail = await s.t.server.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'client.recap@example.fr')
      .executeTakeFirstOrThrow();
    const attachments = mail.attachments as { filename: string; content: string }[];
    expect(attachments[0]!.filename).toBe(`Rapport_SAV_${numero}.pdf`);
    const texts = await pdfPageTexts(
      new Uint8Array(Buffer.from(attachments[0]!.content, 'base64')),
    );
    expect(texts.flat().join('\n')).toContain(`Rapport d'intervention n° ${numero}`);
    expect(
      await call('send_pdf_by_email', { email: 'a@example.fr', numero: 'OR-INCONNU' }, s.planif),
    ).toMatchObject({ status: 404 });
  });
});

function ok(answer: { status: number; message?: string }) {
  expect(answer, answer.message).toMatchObject({ status: 200 });
}
