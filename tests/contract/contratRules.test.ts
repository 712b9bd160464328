import { CONTRACT_MESSAGES as M } from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPicker, openWith } from './support/contracts';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

/** spec 4 §4.2–4.3 the contract rules, enforced by the server with their French texts (issue 38). */
const BASE = '/api/contrat/v1';
const STALE = "Cette fiche vient d'être modifiée par quelqu'un d'autre : rechargez-la.";
const DAY = 86_400_000;

let t: TestServer;
let planif: string;
let outsider: string;
const { call, ok, rows } = familyCalls(BASE, () => t);
const contracts = contractPicker(() => t);

beforeAll(async () => {
  ({ t, planif, outsider } = await startSignedInServer());
});
afterAll(async () => {
  await t?.close();
});

const expectRefused = async (
  answer: Promise<{ status: number; message?: string }>,
  status: number,
  message: string | RegExp,
) => {
  const a = await answer;
  expect(a.status, a.message).toBe(status);
  if (typeof message === 'string') expect(a.message).toBe(message);
  else expect(a.message).toMatch(message);
};
const contractRow = async (id: number) =>
  t.server.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const lineRow = async (id: number) =>
  t.server.db
    .selectFrom('contract_lines')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const invoiced = () => contracts.pick((c) => c.invoiced && !c.closed, 'facturé');

describe('authorisation', () => {
  it.each([
    ['update_contrat', { contrat: { ID: 1 } }],
    ['sortie_mat', { idContrat: 1 }],
    ['facturation', { contrat: 1, user: 'x' }],
    ['cloture_contrat', { contrat: 1 }],
    ['delete_mat', { contrat: { CLD_ID_CONTRAT_LOC_DATA: 1 } }],
  ])('%s refuses a user without the contracts tool (403)', async (name, payload) => {
    expect((await call(name, payload, outsider)).status).toBe(403);
  });
});

describe('spec 4 §4.3 an invoiced contract is read-only', () => {
  it('refuses every edit with « Contrat facturé et plus modifiable. »', async () => {
    const c = await invoiced();
    const line = c.lines[0]!;
    const refusals = [
      call('update_contrat', { contrat: { ID: c.id, reglement_mode_prevu: 'Chèque' } }, planif),
      call('update_caution', { idLigne: c.id, modeDepot: 'Virement', montant: 10 }, planif),
      call('send_to_facturation', { idLigne: c.id, numContrat: c.num, paiement: 'Chèque' }, planif),
      call('cancel_mat', { idContrat: line.id }, planif),
      call('renew_contrat', { contrat: c.num }, planif),
      call(
        'change_matricule',
        {
          contrat: c.num,
          idcldata: line.id,
          matricule: line.matricule,
          nvMatricule: line.matricule,
        },
        planif,
      ),
    ];
    for (const answer of refusals) await expectRefused(answer, 409, M.invoiced);
    await expectRefused(
      call('delete_mat', { contrat: { CLD_ID_CONTRAT_LOC_DATA: line.id } }, planif),
      409,
      M.removeNeeds,
    );
    expect((await contractRow(c.id)).version).toBe(c.version);
  });
});

describe('update_contrat, update_caution, send_to_facturation', () => {
  it('saves the edited fields with the version seen, and refuses a stale one', async () => {
    const c = await contracts.pick(openWith('En attente'), 'en attente');
    const saved = await call(
      'update_contrat',
      {
        contrat: {
          ID: c.id,
          version: c.version,
          reglement_mode_prevu: 'Chèque',
          ID_Agence: 2,
          'N° FACT Comp': 'F-PIRATE',
        },
      },
      planif,
    );
    ok('update_contrat', saved);
    expect(saved.data).toMatchObject({ recordId: c.id, version: c.version + 1 });
    const row = await contractRow(c.id);
    expect(row.agency_id).toBe(2);
    expect(row.data).toMatchObject({ reglement_mode_prevu: 'Chèque' });
    expect(row.invoice_number).toBeNull();
    expect(row.data['N° FACT Comp']).not.toBe('F-PIRATE');
    await expectRefused(
      call(
        'update_contrat',
        { contrat: { ID: c.id, version: c.version, Acompte_final: 5 } },
        planif,
      ),
      409,
      STALE,
    );
  });

  it('refuses a bad date, an unknown agency, a payment method not offered (422)', async () => {
    const c = await contracts.pick(openWith('En attente'), 'en attente');
    await expectRefused(
      call(
        'update_contrat',
        { contrat: { ID: c.id, 'LocdataS_::Date Debut Loc': '31/12/2026' } },
        planif,
      ),
      422,
      'Le champ « LocdataS_::Date Debut Loc » doit être une date au format MM/JJ/AAAA.',
    );
    await expectRefused(
      call('update_contrat', { contrat: { ID: c.id, ID_Agence: 999 } }, planif),
      422,
      'Agence inconnue : 999.',
    );
    await expectRefused(
      call(
        'send_to_facturation',
        { idLigne: c.id, numContrat: c.num, paiement: 'Bitcoin' },
        planif,
      ),
      422,
      /Le champ « paiement » doit valoir « Virement », .*« Espèces »\./,
    );
    await expectRefused(
      call('update_caution', { idLigne: c.id, modeDepot: 'Bijoux', montant: 10 }, planif),
      422,
      /Le champ « modeDepot » doit valoir « Empreinte CB »/,
    );
    await expectRefused(
      call('update_caution', { idLigne: c.id, modeDepot: 'Virement', montant: -3 }, planif),
      422,
      'Le champ « montant » doit être un montant positif.',
    );
    await expectRefused(
      call('update_contrat', { contrat: { ID: 'C-NONE' } }, planif),
      404,
      'Contrat introuvable : C-NONE.',
    );
  });

  it('records the deposit and the payment method', async () => {
    const c = await contracts.pick(openWith('En attente'), 'en attente');
    const deposit = await call(
      'update_caution',
      { idLigne: c.id, modeDepot: 'Chèque de caution', montant: '450,50', version: c.version },
      planif,
    );
    expect(deposit.data).toMatchObject({ version: c.version + 1 });
    const payment = await call(
      'send_to_facturation',
      { idLigne: c.id, numContrat: c.num, paiement: 'Virement', version: c.version + 1 },
      planif,
    );
    expect(payment.data).toMatchObject({ version: c.version + 2 });
    const row = await contractRow(c.id);
    expect(row.data).toMatchObject({
      Caution_montant_saisie: 450.5,
      reglement_mode_prevu: 'Virement',
    });
    expect((row.data.caution_multiple as { type_caution: string }[])[0]!.type_caution).toBe(
      'Chèque de caution',
    );
  });
});

describe('spec 4 §4.2 line statuses move what the plannings show', () => {
  it('takes out, brings back and cancels, with the version seen', async () => {
    const c = await contracts.pick(
      (x) => openWith('En attente')(x) && x.lines[0]!.start > Date.now() + 3 * DAY,
      'en attente, départ dans plus de 3 jours',
    );
    const line = c.lines[0]!;
    const out = await call('sortie_mat', { idContrat: line.id, version: line.version }, planif);
    expect(out, out.message).toMatchObject({ code: 0, data: { version: line.version + 1 } });
    let row = await lineRow(line.id);
    expect(row.data.CLD_STATUT).toBe('Sortie');
    expect(row.start_ts).toBeLessThanOrEqual(Date.now());
    expect((await contractRow(c.id)).state).toBe('En cours');
    // The availability planning shows the period from now and the contract's new state.
    const events = await t.call(
      '/api/planningDisponibilite/v1/get_events',
      { start: Date.now() - DAY, end: Date.now() + DAY },
      planif,
    );
    const event = (events.data as { data: { fieldData: Record<string, unknown> }[] }).data.find(
      (e) => e.fieldData.CLD_ID_CONTRAT_LOC_DATA === line.id,
    );
    expect(event?.fieldData).toMatchObject({ CLD_CONTRAT_STATE: 'En cours' });

    await expectRefused(
      call('sortie_mat', { idContrat: line.id }, planif),
      409,
      'Le matériel est déjà « Sortie ».',
    );
    await expectRefused(
      call('retour_mat', { idContrat: line.id, version: line.version }, planif),
      409,
      STALE,
    );

    const back = await call('retour_mat', { idContrat: line.id }, planif);
    expect(back.code, back.message).toBe(0);
    row = await lineRow(line.id);
    expect(row.data.CLD_STATUT).toBe('Rentré');
    expect(row.end_ts).toBeLessThan(line.end);
    expect((await contractRow(c.id)).state).toBe(c.lines.length === 1 ? 'Terminé' : 'En cours');

    const cancel = await call('cancel_mat', { idContrat: line.id }, planif);
    expect(cancel.code, cancel.message).toBe(0);
    row = await lineRow(line.id);
    expect(row.data.CLD_STATUT).toBe('En attente');
    expect([row.start_ts, row.end_ts]).toEqual([line.start, line.end]);
    expect((await contractRow(c.id)).state).toBe('Réservé');
    await expectRefused(
      call('cancel_mat', { idContrat: 987654 }, planif),
      404,
      'Matériel du contrat introuvable : 987654.',
    );
  });
});

describe('spec 4 §4.2 removal', () => {
  it('removes a line En attente and refuses one Sortie or Rentré', async () => {
    const c = await contracts.pick(openWith('En attente', 2), 'en attente, 2 lignes');
    const [first, second] = c.lines;
    await call('sortie_mat', { idContrat: second!.id }, planif);
    await expectRefused(
      call('delete_mat', { contrat: { CLD_ID_CONTRAT_LOC_DATA: second!.id } }, planif),
      409,
      M.removeNeeds,
    );
    await call('retour_mat', { idContrat: second!.id }, planif);
    await expectRefused(
      call('delete_mat', { contrat: { CLD_ID_CONTRAT_LOC_DATA: second!.id } }, planif),
      409,
      M.removeNeeds,
    );
    await expectRefused(
      call(
        'delete_mat',
        { contrat: { CLD_ID_CONTRAT_LOC_DATA: first!.id, version: first!.version + 5 } },
        planif,
      ),
      409,
      STALE,
    );
    const removed = await call(
      'delete_mat',
      { contrat: { CLD_ID_CONTRAT_LOC_DATA: first!.id } },
      planif,
    );
    expect(removed.code, removed.message).toBe(0);
    const left = rows(
      ok(
        'get_contrat_matricul_liste',
        await call('get_contrat_matricul_liste', { contrat: c.num }, planif),
      ),
    );
    expect(left.map((l) => l.CLD_ID_CONTRAT_LOC_DATA)).not.toContain(first!.id);
    // The rental total follows the lines left.
    const total = left.reduce((sum, l) => sum + Number(l.CLD_PRIX_HT), 0);
    expect((await contractRow(c.id)).data['Prix Location Total_HT']).toBe(total);
  });
});

describe('spec 4 §4.3 renewal, closing, invoicing', () => {
  it('renewal needs a line Sortie, then extends it by its grid', async () => {
    const waiting = await contracts.pick(openWith('En attente'), 'en attente');
    await expectRefused(
      call('renew_contrat', { contrat: waiting.num }, planif),
      409,
      M.renewNeedsOut,
    );
    const c = await contracts.pick(
      (x) => openWith('Sortie')(x) && x.lines.length === 1,
      'une ligne sortie',
    );
    const line = c.lines[0]!;
    const renewed = await call('renew_contrat', { contrat: c.num, version: c.version }, planif);
    // The machine may be booked right after: then the database refuses, naming who holds it.
    if (renewed.status === 409) {
      expect(renewed.message).toMatch(/n'est pas disponible : réservé par le contrat/);
      return;
    }
    expect(ok('renew_contrat', renewed).data).toEqual({ scriptResult: c.num });
    const row = await lineRow(line.id);
    expect(row.end_ts).toBeGreaterThan(line.end);
    expect(row.data).toMatchObject({ CLD_STATE: 'Prolongé' });
  });

  it('closing is refused while a line is Sortie, then closes and locks the contract', async () => {
    const c = await contracts.pick(openWith('Sortie'), 'sortie');
    await expectRefused(call('cloture_contrat', { contrat: c.num }, planif), 409, M.closeWhileOut);
    for (const line of c.lines) await call('retour_mat', { idContrat: line.id }, planif);
    const fresh = await contracts.reread(c.id);
    await expectRefused(
      call('cloture_contrat', { contrat: c.num, version: c.version }, planif),
      409,
      STALE,
    );
    const closed = await call(
      'cloture_contrat',
      { contrat: c.num, version: fresh.version },
      planif,
    );
    expect(closed.code, closed.message).toBe(0);
    expect((await contractRow(c.id)).closed_at).not.toBeNull();
    await expectRefused(call('update_contrat', { contrat: { ID: c.id } }, planif), 409, M.closed);
    await expectRefused(call('cloture_contrat', { contrat: c.num }, planif), 409, M.closed);
  });

  it('invoicing needs payment, deposit and every line Sortie; twice gives one number', async () => {
    const c = await contracts.pick(openWith('En attente'), 'en attente');
    await call('update_caution', { idLigne: c.id, modeDepot: 'Virement', montant: 100 }, planif);
    await call('update_contrat', { contrat: { ID: c.id, reglement_mode_prevu: '' } }, planif);
    await expectRefused(
      call('facturation', { contrat: c.num, user: 'Claire' }, planif),
      409,
      M.invoiceNeeds,
    );
    await call(
      'send_to_facturation',
      { idLigne: c.id, numContrat: c.num, paiement: 'Chèque' },
      planif,
    );
    await expectRefused(
      call('facturation', { contrat: c.num, user: 'Claire' }, planif),
      409,
      M.invoiceNeeds,
    );
    for (const line of c.lines) await call('sortie_mat', { idContrat: line.id }, planif);
    const [a, b] = await Promise.all([
      call('facturation', { contrat: c.num, user: 'Claire' }, planif),
      call('facturation', { contrat: c.num, user: { nom: 'Claire' } }, planif),
    ]);
    ok('facturation', a);
    expect(a.data).toMatchObject({ 'N° FACT Comp': expect.stringMatching(/^FAC-\d{4}-\d{6}$/) });
    expect((b.data as Record<string, unknown>)['N° FACT Comp']).toBe(
      (a.data as Record<string, unknown>)['N° FACT Comp'],
    );
    const again = await call('facturation', { contrat: c.num, user: 'Claire', version: 1 }, planif);
    expect(again.data).toMatchObject({
      'N° FACT Comp': (a.data as Record<string, unknown>)['N° FACT Comp'],
    });
    const row = await contractRow(c.id);
    expect(row.state).toBe('Facturé');
    expect(row.invoice_number).toBe((a.data as Record<string, unknown>)['N° FACT Comp']);
    await expectRefused(call('retour_mat', { idContrat: c.lines[0]!.id }, planif), 409, M.invoiced);
  });
});

describe('spec 4 §4.3 send to the condition check', () => {
  it('sets both controls to 0; the condition check lists it; a second time is refused', async () => {
    const c = await contracts.pick(
      (x) =>
        openWith('En attente')(x) &&
        x.lines[0]!.controls.join('') === '' &&
        x.lines[0]!.start < Date.now() + 25 * DAY,
      'en attente sans contrôle, départ dans moins de 25 jours',
    );
    const line = c.lines[0]!;
    const sent = await call('send_mat_etadl', { id: line.id, version: line.version }, planif);
    expect(sent.code, sent.message).toBe(0);
    expect((await lineRow(line.id)).data).toMatchObject({
      CLD_CONTROLE_DEPART: '0',
      CLD_CONTROLE_RETOUR: '0',
    });
    const departures = await t.call('/api/etatdl/v1/get_depart_materials', {}, planif);
    const listed = (departures.data as { data: { fieldData: Record<string, unknown> }[] }).data.map(
      (d) => d.fieldData.CLD_IDEnreg,
    );
    expect(listed).toContain(line.id);
    await expectRefused(
      call('send_mat_etadl', { id: line.id }, planif),
      409,
      'État des lieux déjà envoyé',
    );
  });
});

describe('registration changes', () => {
  it('change_matricule and update_contrat_from_SSynch refuse an unknown machine (404) and a line that does not hold it', async () => {
    const c = await contracts.pick(openWith('En attente'), 'en attente');
    const line = c.lines[0]!;
    await expectRefused(
      call(
        'change_matricule',
        { contrat: c.num, idcldata: line.id, matricule: 'XX', nvMatricule: 'YY' },
        planif,
      ),
      409,
      new RegExp(`Le matériel XX n’est pas sur la ligne ${line.id}`),
    );
    await expectRefused(
      call(
        'change_matricule',
        { contrat: c.num, idcldata: line.id, matricule: line.matricule, nvMatricule: 'ZZ-404' },
        planif,
      ),
      404,
      'Matériel inconnu : ZZ-404.',
    );
    const web = String((await lineRow(line.id)).data.CLD_ID_WEB);
    await expectRefused(
      call('update_contrat_from_SSynch', { CLD_ID_WEB: web, CLD_MATRICULE: 'ZZ-404' }, planif),
      404,
      'Matériel inconnu : ZZ-404.',
    );
  });
});
