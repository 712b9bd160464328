import {
  SAV_MESSAGES,
  parseSavConflictAnswer,
  resolveSavConflict,
  type SavConflictAnswer,
} from '@locasuite/core';
import { describe, expect, it } from 'vitest';
import { savFixture } from './support/sav';

const sav = savFixture();
const { call } = sav;

/** A draft the office and the technician both edit from version 1. */
async function sharedDraft() {
  const link = sav.newLink();
  const id = await sav.create(sav.draft(link, { LIEU_INTERV: 'Atelier', 'Travaux exe': '' }));
  const base = (await sav.reportsOf(link))[0]!.data;
  return { link, id, base };
}

describe('edit_or from an older version (issue 37 « Field-level merge »)', () => {
  it('office A+B, technician B+C → 409 with B side by side; re-sent with a choice → A, B chosen, C', async () => {
    const { link, id, base } = await sharedDraft();
    // The office changes the place (A) and the observation (B).
    const office = await call(
      'edit_or',
      { id, data: { LIEU_INTERV: 'Chantier Lyon 3', Observ: 'Bruit à froid', version: 1 } },
      sav.state.admin,
    );
    expect(office, office.message).toMatchObject({ status: 200, data: { version: 2 } });
    // The technician, still on version 1, changes the observation (B) and the work done (C).
    const sent = {
      ...base,
      Observ: 'Courroie qui siffle',
      'Travaux exe': 'Courroie remplacée',
      version: 1,
      base,
    };
    const refused = await call('edit_or', { id, data: sent }, sav.state.planif);
    expect(refused).toMatchObject({
      status: 409,
      code: 409,
      message: SAV_MESSAGES.conflict(['Observations']),
    });
    const conflict = parseSavConflictAnswer(refused) as SavConflictAnswer;
    expect(conflict).toEqual({
      reason: 'sav-merge-conflict',
      version: 2,
      conflicts: [
        {
          field: 'Observ',
          label: 'Observations',
          base: 'Bruit au démarrage',
          mine: 'Courroie qui siffle',
          current: 'Bruit à froid',
        },
      ],
    });
    // Nothing of the technician's is written while a field is undecided.
    const untouched = (await sav.reportsOf(link))[0]!;
    expect(untouched.version).toBe(2);
    expect(untouched.data['Travaux exe']).toBe('');

    const resent = resolveSavConflict(sent, conflict, {
      Observ: { value: 'Bruit à froid ; courroie qui siffle' },
    });
    const saved = await call('edit_or', { id, data: resent }, sav.state.planif);
    expect(saved, saved.message).toMatchObject({ status: 200, data: { version: 3 } });
    const report = (await sav.reportsOf(link))[0]!;
    expect(report.data).toMatchObject({
      LIEU_INTERV: 'Chantier Lyon 3',
      Observ: 'Bruit à froid ; courroie qui siffle',
      'Travaux exe': 'Courroie remplacée',
      Statut: 130,
    });
    expect('resolved' in report.data).toBe(false);
  });

  it('a choice made on a version the office changed again conflicts again, with the new values', async () => {
    const { id, base } = await sharedDraft();
    await call('edit_or', { id, data: { Observ: 'Office 1', version: 1 } }, sav.state.admin);
    const sent = { ...base, Observ: 'Technicien', version: 1, base };
    const first = parseSavConflictAnswer(
      await call('edit_or', { id, data: sent }, sav.state.planif),
    )!;
    await call('edit_or', { id, data: { Observ: 'Office 2', version: 2 } }, sav.state.admin);
    const again = await call(
      'edit_or',
      { id, data: resolveSavConflict(sent, first, { Observ: 'mine' }) },
      sav.state.planif,
    );
    expect(again.status).toBe(409);
    expect(parseSavConflictAnswer(again)).toMatchObject({
      version: 3,
      conflicts: [{ field: 'Observ', mine: 'Technicien', current: 'Office 2' }],
    });
  });

  it('keeping the office’s value settles the field; fields on one side only merge silently', async () => {
    const { link, id, base } = await sharedDraft();
    await call(
      'edit_or',
      { id, data: { Observ: 'Office', Message_Interne: 'Rappeler', version: 1 } },
      sav.state.admin,
    );
    const sent = { ...base, Observ: 'Technicien', Horametre: '1520', version: 1, base };
    const conflict = parseSavConflictAnswer(
      await call('edit_or', { id, data: sent }, sav.state.planif),
    )!;
    const saved = await call(
      'edit_or',
      { id, data: resolveSavConflict(sent, conflict, { Observ: 'current' }) },
      sav.state.planif,
    );
    expect(saved, saved.message).toMatchObject({ status: 200 });
    expect((await sav.reportsOf(link))[0]!.data).toMatchObject({
      Observ: 'Office',
      Message_Interne: 'Rappeler',
      Horametre: '1520',
    });
  });

  it('`resolved` is not a list of field names → 422 in French', async () => {
    const { id } = await sharedDraft();
    const answer = await call(
      'edit_or',
      { id, data: { version: 1, resolved: [{ x: 1 }] } },
      sav.state.planif,
    );
    expect(answer.status).toBe(422);
    expect(answer.message).toMatch(/^Le champ « /);
  });
});
