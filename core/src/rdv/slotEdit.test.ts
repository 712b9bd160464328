import { describe, expect, it } from 'vitest';
import { RDV_MESSAGES as M } from './messages';
import { decideSlotEdit, slotActions, type SlotEditContext, type SlotState } from './slotEdit';

const NOW = Date.UTC(2026, 2, 2, 8, 5);
const DAY = Date.UTC(2026, 2, 4, 12);
const ADMIN: SlotEditContext = { isAdmin: true, user: 'Admin', now: NOW, versionSeen: true };
const STAFF: SlotEditContext = { ...ADMIN, isAdmin: false, user: 'Planif' };

const FREE: SlotState = {
  AGENCE: 1,
  VILLE: 'Lyon',
  JOUR: DAY,
  DEBUT: '09:00',
  FIN: '10:00',
  types: ['TYPE_ID1'],
  LIBRE: 0,
  RDV_VALIDE: 0,
  NOM: '',
  PRENOM: '',
  CODE_CLIENT: '',
  MAIL: '',
  NUMERO: '',
  VELO_TYPE: '',
  RESERVATION_NUM: '',
  CONTRAT: '',
  MATRICULE: '',
  COMMENTAIRE: [],
};
const BOOKED: SlotState = {
  ...FREE,
  LIBRE: 1,
  RDV_VALIDE: 1,
  NOM: 'MARTIN',
  PRENOM: 'Julie',
  CODE_CLIENT: 'C00012',
  MAIL: 'julie.martin@exemple.fr',
  NUMERO: '06 12 34 56 78',
  VELO_TYPE: 'VAE',
  RESERVATION_NUM: 'R000123',
  CONTRAT: 'C000456',
  MATRICULE: 'VEL-0001',
  COMMENTAIRE: [{ date: '01/03/2026 10:00', user: 'Admin', msg: 'Réservé par téléphone' }],
};
const BOOKED_NO_KEY: SlotState = { ...BOOKED, CODE_CLIENT: '', RESERVATION_NUM: '' };

describe('decideSlotEdit: freeing (spec 2 §4.2)', () => {
  it('clears the reservation number, comment, names, mail, phone, client code, bike type, RDV_VALIDE; always notifies', () => {
    const result = decideSlotEdit(BOOKED, { LIBRE: 0 }, ADMIN);
    expect(result).toMatchObject({ ok: true, action: 'free', notify: true });
    if (!result.ok) return;
    expect(result.next).toEqual({
      ...BOOKED,
      LIBRE: 0,
      RESERVATION_NUM: '',
      COMMENTAIRE: [],
      NOM: '',
      PRENOM: '',
      MAIL: '',
      NUMERO: '',
      CODE_CLIENT: '',
      VELO_TYPE: '',
      RDV_VALIDE: 0,
    });
  });

  it('"freeing and deleting are admin only"', () => {
    expect(decideSlotEdit(BOOKED, { LIBRE: 0 }, STAFF)).toEqual({
      ok: false,
      status: 403,
      message: 'ERREUR : Cette action nécessite un compte administrateur',
    });
  });
});

describe('decideSlotEdit: booking a free slot', () => {
  const client = {
    LIBRE: 1 as const,
    CODE_CLIENT: 'C00077',
    NOM: 'DURAND',
    PRENOM: 'Léa',
    MAIL: 'lea@exemple.fr',
    NUMERO: '0611223344',
  };

  it('an admin occupies it with a client; no contract of a former booking stays', () => {
    const result = decideSlotEdit({ ...FREE, CONTRAT: 'OLD' }, client, ADMIN);
    expect(result).toMatchObject({ ok: true, action: 'book', notify: false });
    if (result.ok) expect(result.next).toMatchObject({ ...client, LIBRE: 1, CONTRAT: '' });
  });

  it('needs a client code (« a client found by name or code »)', () => {
    expect(decideSlotEdit(FREE, { ...client, CODE_CLIENT: ' ' }, ADMIN)).toMatchObject({
      status: 422,
      message: M.clientRequired,
    });
    expect(decideSlotEdit(FREE, { CODE_CLIENT: 'C00077' }, ADMIN)).toMatchObject({
      status: 422,
      message: M.clientRequired,
    });
  });

  it('is admin-only', () => {
    expect(decideSlotEdit(FREE, client, STAFF)).toMatchObject({
      status: 403,
      message: M.adminOnly,
    });
  });

  it("a slot booked meanwhile: « Ce créneau vient d'être réservé »", () => {
    expect(decideSlotEdit(BOOKED, client, { ...ADMIN, versionSeen: false })).toEqual({
      ok: false,
      status: 409,
      message: "Ce créneau vient d'être réservé",
    });
    // The version read names the booking: LIBRE 1 is only the value read back.
    expect(decideSlotEdit(BOOKED, { LIBRE: 1, NUMERO: '0700000000' }, ADMIN)).toMatchObject({
      ok: true,
      action: 'edit',
    });
  });
});

describe('decideSlotEdit: who edits what (spec 2 §5.2, §6)', () => {
  it('date, times, type and agency: admin only, then a notification when day, times or city change', () => {
    for (const request of [
      { JOUR: DAY + 86_400_000 },
      { DEBUT: '08:00' },
      { FIN: '11:00' },
      { types: ['TYPE_ID2'] },
      { AGENCE: 2, VILLE: 'Villeurbanne' },
    ]) {
      expect(decideSlotEdit(BOOKED, request, STAFF), JSON.stringify(request)).toMatchObject({
        status: 403,
        message: M.adminOnly,
      });
    }
    expect(decideSlotEdit(BOOKED, { DEBUT: '8:30' }, ADMIN)).toMatchObject({
      ok: true,
      notify: true,
      changed: ['DEBUT'],
      next: { DEBUT: '08:30' },
    });
    expect(decideSlotEdit(BOOKED, { AGENCE: 2, VILLE: 'Villeurbanne' }, ADMIN)).toMatchObject({
      notify: true,
    });
    expect(decideSlotEdit(BOOKED, { types: ['TYPE_ID2'] }, ADMIN)).toMatchObject({ notify: false });
    // A free slot has nobody to tell.
    expect(decideSlotEdit(FREE, { DEBUT: '08:30' }, ADMIN)).toMatchObject({ notify: false });
  });

  it('others edit status and comment of booked slots that carry key data', () => {
    const result = decideSlotEdit(BOOKED, { RDV_VALIDE: 2, comment: 'Vélo prêt' }, STAFF);
    expect(result).toMatchObject({ ok: true, action: 'edit', notify: false });
    if (!result.ok) return;
    expect(result.next.RDV_VALIDE).toBe(2);
    expect(result.next.COMMENTAIRE).toEqual([
      ...BOOKED.COMMENTAIRE,
      { date: '02/03/2026 08:05', user: 'Planif', msg: 'Vélo prêt' },
    ]);
    expect(decideSlotEdit(BOOKED_NO_KEY, { RDV_VALIDE: 3 }, STAFF)).toMatchObject({
      status: 403,
    });
    expect(decideSlotEdit(BOOKED_NO_KEY, { RDV_VALIDE: 3 }, ADMIN)).toMatchObject({ ok: true });
  });

  it('status and comment only for booked slots; RDV_VALIDE 0–3', () => {
    expect(decideSlotEdit(FREE, { RDV_VALIDE: 1 }, ADMIN)).toMatchObject({
      status: 409,
      message: M.notBooked,
    });
    expect(decideSlotEdit(FREE, { comment: 'x' }, ADMIN)).toMatchObject({ status: 409 });
    expect(decideSlotEdit(BOOKED, { RDV_VALIDE: 4 }, ADMIN)).toMatchObject({
      status: 422,
      message: M.badStatus,
    });
  });

  it('"A comment is added to the history only if not empty"', () => {
    const result = decideSlotEdit(BOOKED, { comment: '   ' }, STAFF);
    expect(result).toMatchObject({ ok: true, changed: [] });
    if (result.ok) expect(result.next.COMMENTAIRE).toEqual(BOOKED.COMMENTAIRE);
  });

  it('unchanged values sent back are no change (the page may send the whole record)', () => {
    const { COMMENTAIRE: _c, RDV_VALIDE: _r, LIBRE: _l, ...same } = BOOKED;
    expect(decideSlotEdit(BOOKED, { ...same, RDV_VALIDE: 2 }, STAFF)).toMatchObject({
      ok: true,
      changed: ['RDV_VALIDE'],
    });
  });

  it('"Saving needs an agency"; at least one type; the end after the start', () => {
    expect(decideSlotEdit(FREE, { AGENCE: null }, ADMIN)).toMatchObject({
      status: 422,
      message: M.agencyRequired,
    });
    expect(decideSlotEdit(FREE, { types: [] }, ADMIN)).toMatchObject({
      status: 422,
      message: M.typeRequired,
    });
    expect(decideSlotEdit(FREE, { FIN: '08:00' }, ADMIN)).toMatchObject({
      status: 422,
      message: M.timeRange,
    });
    expect(decideSlotEdit(FREE, { DEBUT: '25:00' }, ADMIN)).toMatchObject({ status: 422 });
  });

  it('client data on a free slot comes with a booking only', () => {
    expect(decideSlotEdit(FREE, { NOM: 'X' }, ADMIN)).toMatchObject({
      status: 422,
      message: M.clientRequired,
    });
  });
});

describe('slotActions (spec 2 §5.2 "Modifier is visible if the slot has key data or the user is admin")', () => {
  it('edit with key data or as admin; free and delete as admin', () => {
    expect(slotActions(BOOKED, false)).toEqual({ edit: true, free: false, delete: false });
    expect(slotActions(FREE, false)).toEqual({ edit: false, free: false, delete: false });
    expect(slotActions(FREE, true)).toEqual({ edit: true, free: false, delete: true });
    expect(slotActions(BOOKED, true)).toEqual({ edit: true, free: true, delete: true });
  });
});
