import { describe, expect, it } from 'vitest';
import { generateSeed } from './generateSeed';
import { FRENCH_PLACES } from './frenchPlaces';
import { addUtcMonths } from './seedDates';
import type { SeedData } from './seedData';

const NOW = new Date('2026-11-22T10:37:00Z');
const seed1 = generateSeed({ now: NOW });
const seed2 = generateSeed({ now: NOW, scale: 2 });

const luhn = (digits: string): boolean =>
  [...digits].reverse().reduce((sum, ch, i) => {
    let d = Number(ch);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    return sum + d;
  }, 0) %
    10 ===
  0;

const volumes = (s: SeedData) => ({
  fleet: s.fleet.length,
  clients: s.clients.length,
  contracts: s.contracts.length,
  contractLines: s.contractLines.length,
  reservations: s.reservations.length,
  interventions: s.interventions.length,
});

describe('generateSeed', () => {
  it('is deterministic for the same seed, scale and day, and changes with the seed', () => {
    const again = generateSeed({ now: new Date('2026-11-22T23:59:00Z') });
    expect(again).toEqual(seed1);
    const other = generateSeed({ now: NOW, randomSeed: 7 });
    expect(other.clients).not.toEqual(seed1.clients);
    expect(other.contractLines).not.toEqual(seed1.contractLines);
  });

  it('keeps staff and demo users the same whatever the scale', () => {
    expect(seed2.staff).toEqual(seed1.staff);
    expect(seed2.users).toEqual(seed1.users);
  });

  it('reaches the minimum volumes at scale 1', () => {
    expect(seed1.agencies).toHaveLength(4);
    expect(seed1.fleet.length).toBeGreaterThanOrEqual(300);
    expect(seed1.clients.length).toBeGreaterThanOrEqual(150);
    expect(seed1.contractLines.length).toBeGreaterThanOrEqual(1000);
    expect(seed1.reservations.length).toBeGreaterThanOrEqual(250);
    expect(seed1.interventions.length).toBeGreaterThanOrEqual(250);
    expect(seed1.staff.filter((s) => s.kind === 'technicien').length).toBeGreaterThanOrEqual(8);
    expect(seed1.staff.filter((s) => s.kind === 'chauffeur')).toHaveLength(3);
    expect(seed1.contractStates.length).toBeGreaterThanOrEqual(4);
  });

  it('grows proportionally with the scale', () => {
    const one = volumes(seed1);
    const two = volumes(seed2);
    for (const key of Object.keys(one) as (keyof typeof one)[]) {
      const ratio = two[key] / one[key];
      expect(ratio, key).toBeGreaterThanOrEqual(1.9);
      expect(ratio, key).toBeLessThanOrEqual(2.1);
    }
  });

  it('keeps every reference valid', () => {
    for (const s of [seed1, seed2]) {
      const ids = (rows: readonly { id: number }[]) => new Set(rows.map((r) => r.id));
      const families = ids(s.families);
      const subFamilies = new Map(s.subFamilies.map((sf) => [sf.id, sf]));
      const agencies = ids(s.agencies);
      const fleet = ids(s.fleet);
      const clients = ids(s.clients);
      const contracts = ids(s.contracts);
      for (const sf of s.subFamilies) expect(families.has(sf.family_id)).toBe(true);
      for (const g of s.tariffGrids) expect(subFamilies.has(g.sub_family_id)).toBe(true);
      for (const f of s.fleet) {
        expect(families.has(f.family_id)).toBe(true);
        expect(subFamilies.get(f.sub_family_id)?.family_id).toBe(f.family_id);
        expect(agencies.has(f.agency_id)).toBe(true);
      }
      for (const c of s.contracts) {
        expect(clients.has(c.client_id)).toBe(true);
        expect(agencies.has(c.agency_id)).toBe(true);
        expect(s.contractStates.some((st) => st.state === c.state)).toBe(true);
      }
      for (const l of s.contractLines) {
        expect(contracts.has(l.contract_id)).toBe(true);
        expect(fleet.has(l.fleet_id)).toBe(true);
        expect(l.data.CLD_NUM_CONTRAT).toBe(
          s.contracts.find((c) => c.id === l.contract_id)?.num_contrat,
        );
      }
      for (const r of s.reservations) expect(fleet.has(r.fleet_id)).toBe(true);
      for (const i of s.interventions) {
        if (i.fleet_id !== null) expect(fleet.has(i.fleet_id)).toBe(true);
        if (i.client_id !== null) expect(clients.has(i.client_id)).toBe(true);
      }
      for (const st of s.staff) expect(agencies.has(st.agency_id)).toBe(true);
      expect(new Set(s.fleet.map((f) => f.matricule)).size).toBe(s.fleet.length);
      expect(new Set(s.contracts.map((c) => c.num_contrat)).size).toBe(s.contracts.length);
    }
  });

  it('places every event between now − 6 months and now + 3 months', () => {
    const from = addUtcMonths(NOW.getTime(), -6);
    const to = addUtcMonths(NOW.getTime(), 3);
    const stamps = [
      ...seed1.contractLines.flatMap((l) => [
        l.start_ts,
        l.end_ts,
        l.delivery_start_ts,
        l.delivery_end_ts,
      ]),
      ...seed1.reservations.flatMap((r) => [r.start_ts, r.end_ts]),
      ...seed1.interventions.flatMap((i) => [i.start_ts, i.end_ts]),
      ...seed1.contracts.map((c) => c.created_ts),
    ].filter((t): t is number => t !== null);
    for (const t of stamps) {
      expect(t).toBeGreaterThanOrEqual(from);
      expect(t).toBeLessThanOrEqual(to);
    }
    // Spread over the whole window: past, current and future.
    const starts = seed1.contractLines.map((l) => l.start_ts);
    expect(starts.some((t) => t < from + 30 * 86_400_000)).toBe(true);
    expect(starts.some((t) => t > to - 30 * 86_400_000)).toBe(true);
    expect(
      seed1.contractLines.some((l) => l.start_ts <= NOW.getTime() && l.end_ts >= NOW.getTime()),
    ).toBe(true);
    for (const l of seed1.contractLines) expect(l.end_ts).toBeGreaterThan(l.start_ts);
  });

  it('never books one fleet item twice at the same time', () => {
    const byItem = new Map<number, [number, number][]>();
    for (const e of [...seed1.contractLines, ...seed1.reservations]) {
      const list = byItem.get(e.fleet_id) ?? [];
      list.push([e.start_ts, e.end_ts]);
      byItem.set(e.fleet_id, list);
    }
    for (const list of byItem.values()) {
      list.sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < list.length; i++) {
        expect(list[i]?.[0]).toBeGreaterThan(list[i - 1]?.[1] ?? 0);
      }
    }
  });

  it('uses real postcode and city pairs only', () => {
    expect(FRENCH_PLACES.length).toBeGreaterThanOrEqual(80);
    const pairs = new Set(FRENCH_PLACES.map((p) => `${p.postcode} ${p.city}`));
    for (const c of seed1.clients) {
      expect(pairs.has(`${c.data.CODE_POSTAL} ${c.data.VILLE}`)).toBe(true);
      expect(pairs.has(`${c.data.CODE_POSTAL_LIV} ${c.data.VILLE_LIV}`)).toBe(true);
      expect(
        String(c.data.CONTACT_MAIL_TOUS)
          .split('|')
          .every((m) => /^[^@\s|]+@[^@\s|]+\.[a-z]+$/.test(m)),
      ).toBe(true);
    }
    for (const c of seed1.contracts) {
      expect(pairs.has(`${c.data.CL_CLIENT_CODEPOSTAL} ${c.data.CL_CLIENT_VILLE}`)).toBe(true);
    }
    for (const a of seed1.agencies)
      expect(pairs.has(`${a.data.ag_cp} ${a.data.ag_ville}`)).toBe(true);
  });

  it('describes the company with a valid SIRET and VAT number', () => {
    const company = seed1.companies[0]?.data;
    expect(company?.RS).toBe('LocaSuite Location');
    expect(company?.CodeAPE).toBe('7732Z');
    const siret = String(company?.NumeroSIRET);
    expect(siret).toMatch(/^\d{14}$/);
    expect(luhn(siret)).toBe(true);
    expect(luhn(siret.slice(0, 9))).toBe(true);
    const siren = Number(siret.slice(0, 9));
    const key = String((12 + 3 * (siren % 97)) % 97).padStart(2, '0');
    expect(company?.TVAIntracommunautaire).toBe(`FR${key}${siret.slice(0, 9)}`);
  });

  it('has a short family title that the planning hides, and sub-families without index', () => {
    expect(seed1.families.some((f) => f.name.length <= 3)).toBe(true);
    expect(seed1.subFamilies.some((sf) => sf.data.INDEX_SFAMILLE === '')).toBe(true);
    expect(seed1.fleet.every((f) => typeof f.data.INDEX_SFAMILLE === 'string')).toBe(true);
  });

  it('uses every intervention status and delivery dates on part of the lines', () => {
    const statuses = new Set(seed1.interventions.map((i) => i.status));
    expect([...statuses].sort()).toEqual(['100', '110', '120', '130', '140']);
    for (const i of seed1.interventions) {
      expect(i.data.Statut).toBe(i.status);
      expect(i.data['N° RAP COMP']).toBe(i.report_number);
      expect(i.data['Techniciens_Nom(1)']).not.toBe('');
      if (i.status === '100') expect(i.start_ts).toBeNull();
    }
    const delivered = seed1.contractLines.filter((l) => l.delivery_start_ts !== null);
    expect(delivered.length).toBeGreaterThan(100);
    expect(delivered.length).toBeLessThan(seed1.contractLines.length);
    for (const l of delivered) {
      expect(l.delivery_start_ts).toBeLessThanOrEqual(l.start_ts);
      expect(l.delivery_end_ts).toBeGreaterThanOrEqual(l.end_ts);
      expect(l.data.CLD_DATE_LIVRAISON_DEPART).toBe(l.delivery_start_ts);
    }
  });

  it('writes a mail history from the company mailboxes with provider events', () => {
    // 240 mails per scale unit, plus the recent ones of mailsSupplement.ts (110 + 1 hostile).
    expect(seed1.mails.length).toBe(351);
    expect(seed2.mails.length).toBe(701);
    const mailboxes = seed1.users[0]?.mails.split('|') ?? [];
    const clientMails = new Set(
      seed1.clients.flatMap((c) => String(c.data.CONTACT_MAIL_TOUS).split('|')),
    );
    const ids = new Set(seed1.mails.map((m) => m.message_id));
    expect(ids.size).toBe(seed1.mails.length);
    for (const m of seed1.mails) {
      expect(mailboxes).toContain(m.mailbox);
      expect(clientMails.has(m.to_address)).toBe(true);
      expect(['SENDINBLUE', 'MAILCHIMP']).toContain(m.tag);
      expect(Date.parse(m.created_at)).toBeLessThan(NOW.getTime());
      expect(Date.parse(m.created_at)).toBeGreaterThanOrEqual(addUtcMonths(NOW.getTime(), -6));
    }
    for (const e of seed1.mailEvents) expect(ids.has(e.message_id)).toBe(true);
    const events = new Set(seed1.mailEvents.map((e) => e.event));
    for (const name of ['sent', 'delivered', 'opened', 'click'])
      expect(events.has(name)).toBe(true);
  });

  it('seeds the default settings of spec 1 §4', () => {
    const get = (scope: string, key: string) =>
      seed1.settings.find((s) => s.scope === scope && s.key === key)?.value;
    const colors = JSON.parse(get('planning-disponibilite', 'calendar_colors') ?? '{}');
    expect(colors.LOCATION.color).toBe('#A1887F');
    expect(colors.RESERVATION.color).toBe('#81C784');
    expect(colors.SAV.color).toBe('#A1887F');
    expect(colors.LIVRAISON.color).toBe('#FF0000');
    expect(get('planning-disponibilite', 'showLocation')).toBe('0');
    expect(get('planning-livraison', 'delivery_color')).toBe('#4CAF50');
    expect(JSON.parse(get('planning-technicien', 'status_colors') ?? '{}')['110']).toBe('#FFA726');
  });

  it('defines the three demo accounts', () => {
    const [admin, planif, tech] = seed1.users;
    expect(seed1.users.map((u) => [u.login, u.password, u.admin])).toEqual([
      ['admin', 'admin', true],
      ['planif', 'planif', false],
      ['tech', 'tech', false],
    ]);
    const apps = (u: typeof admin) => u?.web_application_to_show.split(',') ?? [];
    expect(apps(admin)).toContain('etat-des-lieux-velo');
    expect(apps(admin)).toHaveLength(12);
    expect(apps(planif)).toEqual(apps(admin));
    expect(apps(tech).sort()).toEqual(
      [
        'planning-technicien',
        'etat-des-lieux-materiel',
        'sav-gestion',
        'planning-livraison',
        'gestion-livraison',
      ].sort(),
    );
    // contact, sav, location and the four agencies' mailboxes (the condition check's mails).
    expect(admin?.mails.split('|')).toHaveLength(7);
    for (const a of seed1.agencies) expect(admin?.mails.split('|')).toContain(a.data.ag_courriel);
    for (const u of seed1.users) {
      expect(u.email).toMatch(/@/);
      expect(seed1.agencies.some((a) => a.id === u.agency_id)).toBe(true);
    }
  });

  it('refuses a scale that is not a positive number', () => {
    expect(() => generateSeed({ now: NOW, scale: 0 })).toThrow(/échelle/);
    expect(() => generateSeed({ now: NOW, scale: Number.NaN })).toThrow(/échelle/);
  });
});
