import { beforeAll, describe, expect, it } from 'vitest';
import { calls, fieldRecords, parseChecklist, readPdfText } from '@locasuite/core';
import { openInPageServer } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { loadConditionPdfInput, loadRecipients } from './api';
import { buildConditionPdf } from './buildConditionPdf';

// The PDF of seeded records, with what the server answers for the company, the agency, the custom
// fields and the photos (in-page server: the server's own handlers and seed).
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('loadConditionPdfInput', () => {
  it('builds the PDF of a seeded finished record: header, checklist, custom fields, photos', async () => {
    const api = server.client('tech');
    const finished = fieldRecords(await api.call(calls.etatdl.get_returned_materials, {}));
    const record = finished.find(
      (r) => parseChecklist(r.CHECK_LIST_JSON_GESTION).length > 0 && r.CLD_CHAMP_CHANTIER_DEPART,
    );
    expect(record, 'a seeded finished record with a checklist').toBeDefined();
    const contrat = String(record!.CLD_NUM_CONTRAT);
    const matricule = String(record!.CLD_MATRICULE);
    await api.call(calls.etatdl.set_photos, {
      contrat,
      matricule,
      fileList: [PNG],
      type: 'RETOUR',
    });

    const input = await loadConditionPdfInput(api, record!, 'État des lieux');
    expect(input.company?.RS).toBeTruthy();
    expect(input.agency?.ag_nom).toBeTruthy();
    expect(
      input.photos?.some((p) => p.leg === 'RETOUR' && p.dataUrl.startsWith('data:image/png')),
    ).toBe(true);
    const { text, pages } = await readPdfText(await buildConditionPdf(input));
    expect(text).toContain(String(input.company?.RS));
    expect(text).toContain(String(input.agency?.ag_nom));
    expect(text).toContain(`Contrat ${contrat} - Matricule ${matricule}`);
    for (const line of parseChecklist(record!.CHECK_LIST_JSON_GESTION)) {
      expect(text).toContain(line.CH_DESIGNATION);
    }
    expect(text).toContain('Chantier');
    expect(text).toContain(String(record!.CLD_CHAMP_CHANTIER_DEPART));
    expect(text).toContain('Écarts constatés');
    expect(pages.at(-1)?.[0]).toBe('Photo de retour');
  });
});

describe('loadRecipients', () => {
  it('reads CONTACT_MAIL_TOUS of the record’s client, split on the pipes', async () => {
    const api = server.client('tech');
    const [record] = fieldRecords(await api.call(calls.etatdl.get_materials, {})).filter(
      (r) => r.CLD_ID_CLIENT,
    );
    const [client] = fieldRecords(
      await api.call(calls.etatdl.get_clients_SS_by_id, { id: String(record!.CLD_ID_CLIENT) }),
    );
    const mails = await loadRecipients(api, record!);
    expect(mails.join('|')).toBe(
      String(client!.CONTACT_MAIL_TOUS)
        .split('|')
        .map((m) => m.trim())
        .filter(Boolean)
        .join('|'),
    );
    expect(await loadRecipients(api, { CLIENT_MAILS: 'a@example.fr | b@example.fr|' })).toEqual([
      'a@example.fr',
      'b@example.fr',
    ]);
  });
});
