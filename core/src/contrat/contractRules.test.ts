import { describe, expect, it } from 'vitest';
import {
  CONTRACT_MESSAGES as M,
  addDuration,
  canClose,
  canEditContract,
  canInvoice,
  canRemoveLine,
  canRenew,
  canSetStatus,
  isInvoiced,
  returnWireDay,
} from './contractRules';

const open = { invoiceNumber: '' };
const invoiced = { invoiceNumber: 'FAC-2026-000001' };

describe('spec 4 §4.3 « Editable until invoiced (invoice number present) »', () => {
  it('an invoice number makes the contract read-only with the §2.4 banner text', () => {
    expect(isInvoiced(invoiced)).toBe(true);
    expect(isInvoiced({ invoiceNumber: '  ' })).toBe(false);
    expect(canEditContract(invoiced)).toEqual({
      ok: false,
      message: 'Contrat facturé et plus modifiable.',
    });
    expect(canEditContract(open)).toEqual({ ok: true });
    expect(canEditContract({ closed: true }).ok).toBe(false);
  });
});

describe('spec 4 §4.3 « Renewal possible only when at least one item is Sortie »', () => {
  it('needs one line Sortie', () => {
    expect(canRenew(open, ['En attente', 'Rentré'])).toEqual({
      ok: false,
      message: M.renewNeedsOut,
    });
    expect(canRenew(open, ['En attente', 'Sortie'])).toEqual({ ok: true });
    expect(canRenew(open, [])).toEqual({ ok: false, message: M.renewNeedsOut });
  });
  it('is refused on an invoiced contract', () => {
    expect(canRenew(invoiced, ['Sortie'])).toEqual({ ok: false, message: M.invoiced });
  });
});

describe('spec 4 §4.3 « Closing disabled while any item is Sortie »', () => {
  it('refuses while one line is Sortie', () => {
    expect(canClose(open, ['Rentré', 'Sortie'])).toEqual({ ok: false, message: M.closeWhileOut });
    expect(canClose(open, ['Rentré', 'En attente'])).toEqual({ ok: true });
    expect(canClose(invoiced, ['Rentré'])).toEqual({ ok: true });
    expect(canClose({ closed: true }, ['Rentré']).ok).toBe(false);
  });
});

describe('spec 4 §4.3 « Invoicing disabled unless a payment method and a deposit method are set and every item is Sortie »', () => {
  const ready = {
    ...open,
    paymentMethod: 'Virement',
    depositMethod: 'Chèque',
    statuses: ['Sortie', 'Sortie'],
  };
  it('allows when everything is there', () => {
    expect(canInvoice(ready)).toEqual({ ok: true });
  });
  it.each([
    ['no payment method', { ...ready, paymentMethod: '' }],
    ['no deposit method', { ...ready, depositMethod: null }],
    ['a line not Sortie', { ...ready, statuses: ['Sortie', 'Rentré'] }],
    ['no line', { ...ready, statuses: [] }],
    ['a closed contract', { ...ready, closed: true }],
  ])('refuses with %s', (_why, facts) => {
    expect(canInvoice(facts).ok).toBe(false);
  });
  it('says why in French (§8 tooltip)', () => {
    expect(canInvoice({ ...ready, paymentMethod: '' })).toEqual({
      ok: false,
      message: M.invoiceNeeds,
    });
  });
});

describe('spec 4 §4.2 « The removal button is active only if the contract is not invoiced and the item is neither Sortie nor Rentré »', () => {
  it('allows an En attente line of an open contract', () => {
    expect(canRemoveLine(open, 'En attente')).toEqual({ ok: true });
  });
  it.each([
    ['Sortie', open],
    ['Rentré', open],
    ['En attente', invoiced],
    ['En attente', { closed: true }],
  ])('refuses a %s line', (status, facts) => {
    expect(canRemoveLine(facts, status)).toEqual({ ok: false, message: M.removeNeeds });
  });
});

describe('spec 4 §4.2 statuses « each offered only for statuses other than the current one »', () => {
  it('refuses the current status and any change once invoiced', () => {
    expect(canSetStatus(open, 'Sortie', 'Sortie')).toEqual({
      ok: false,
      message: 'Le matériel est déjà « Sortie ».',
    });
    expect(canSetStatus(open, '', 'En attente').ok).toBe(false);
    expect(canSetStatus(open, 'En attente', 'Sortie')).toEqual({ ok: true });
    expect(canSetStatus(invoiced, 'Sortie', 'Rentré')).toEqual({ ok: false, message: M.invoiced });
  });
});

describe('spec 4 §3.7 « return = start plus the grid\u2019s duration in its unit »', () => {
  const start = Date.UTC(2026, 0, 31, 8);
  it('adds days, weeks, hours', () => {
    expect(addDuration(start, 2, 'jour')).toBe(Date.UTC(2026, 1, 2, 8));
    expect(addDuration(start, 1, 'semaine')).toBe(Date.UTC(2026, 1, 7, 8));
    expect(addDuration(start, 4, 'heure')).toBe(Date.UTC(2026, 0, 31, 12));
  });
  it('adds months by the calendar, clamped to the month\u2019s last day', () => {
    expect(addDuration(start, 1, 'mois')).toBe(Date.UTC(2026, 1, 28, 8));
    expect(addDuration(Date.UTC(2026, 10, 15), 3, 'Mois')).toBe(Date.UTC(2027, 1, 15));
  });
  it('answers null for an unknown unit or a duration that is not positive', () => {
    expect(addDuration(start, 1, 'lustre')).toBeNull();
    expect(addDuration(start, 0, 'jour')).toBeNull();
    expect(addDuration(start, 1.5, 'mois')).toBeNull();
  });
  it('works on wire days (MM/DD/YYYY, spec 4 §9)', () => {
    expect(returnWireDay('11/28/2026', 1, 'semaine')).toBe('12/05/2026');
    expect(returnWireDay('not a day', 1, 'jour')).toBeNull();
  });
});

describe('spec 4 §5 / §8 texts', () => {
  it('quotes the spec', () => {
    expect(M.documentRequired).toBe('Un document est requis.');
    expect(M.documentTooLarge).toBe('La taille des documents doit être inférieure à 1Mo.');
    expect(M.unavailable('PEL-001')).toBe("Le PEL-001 n'est pas disponible");
    expect(M.available('PEL-001')).toBe('Le PEL-001 est disponible');
    expect(M.conditionAlreadySent).toBe('État des lieux déjà envoyé');
    expect(M.alreadySentForSignature).toBe('Contrat déja envoyé pour signature');
  });
  it('names the machine, the line and the contract when they do not go together', () => {
    expect(M.notOnLine('PEL-001', '12', 'C-2026-001')).toBe(
      'Le matériel PEL-001 n’est pas sur la ligne 12 du contrat C-2026-001.',
    );
  });
});
