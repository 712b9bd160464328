import { formatTime, toWireDateTime, toWireDay } from '@locasuite/core';
import type { SeedClient } from './buildClients';
import type { Random } from './createRandom';
import { DAY, HOUR, utcWeekday } from './seedDates';
import type { AgencyRow, FleetRow, InterventionRow, StaffRow } from './seedTypes';

/** After-sales interventions at scale 1. */
export const INTERVENTIONS_PER_SCALE = 300;

const MACHINE_THEMES = [
  'Entretien périodique 250 h',
  'Révision 500 h',
  'Fuite hydraulique',
  'Panne démarrage',
  'Remplacement flexible',
  'Contrôle VGP',
  'Diagnostic électrique',
  'Remplacement chenille',
  'Casse godet',
];
const BIKE_THEMES = [
  'Crevaison',
  'Réglage freins',
  'Révision annuelle',
  'Changement chaîne et cassette',
  'Batterie défaillante',
  'Mise à jour moteur',
];
/** Kinds of intervention (type_travaux, SAV option inter_type). */
export const WORK_TYPES = ['Atelier', 'Sur site', 'Dépannage', 'Préventif'];
const PARTS = [
  ['FH-0412', 'Filtre à huile', 18.5],
  ['FG-1020', 'Filtre à gasoil', 22.9],
  ['HH-46', 'Huile hydraulique HV46 (L)', 6.4],
  ['FLX-12', 'Flexible hydraulique 1/2"', 48],
  ['BAT-12', 'Batterie 12 V 95 Ah', 149],
  ['PLQ-FR', 'Plaquettes de frein', 24.9],
  ['CH-11V', 'Chaîne 11 vitesses', 32],
  ['CHB-700', 'Chambre à air 700x35', 7.5],
  ['GR-EP2', 'Graisse EP2 (cartouche)', 9.9],
] as const;

export interface InterventionContext {
  random: Random;
  scale: number;
  reference: number;
  windowStart: number;
  windowEnd: number;
  companyId: number;
  agencies: readonly AgencyRow[];
  fleet: readonly FleetRow[];
  clients: readonly SeedClient[];
  technicians: readonly StaffRow[];
}

/**
 * Repair orders (spec 2 §3.1, spec 4 §3.1): finished (140) in the past, planned (110), sent to the
 * tablet (120) and picked up (130) around today, and a pool of unscheduled ones (100). A technician
 * is never booked on two interventions at once.
 */
export function buildInterventions(ctx: InterventionContext): InterventionRow[] {
  const { random } = ctx;
  const total = Math.max(1, Math.round(INTERVENTIONS_PER_SCALE * ctx.scale));
  const busy = new Map<number, [number, number][]>();
  const isFree = (staffId: number, from: number, to: number): boolean =>
    (busy.get(staffId) ?? []).every(([s, e]) => to <= s || from >= e);
  const rows: InterventionRow[] = [];
  const windowDays = Math.floor((ctx.windowEnd - ctx.windowStart) / DAY) - 1;
  for (let guard = 0; rows.length < total && guard < total * 20; guard++) {
    const unscheduled = random.chance(0.08);
    let start: number | null = null;
    let end: number | null = null;
    const lead = random.pick(ctx.technicians);
    const team = [lead];
    if (random.chance(0.2)) {
      const second = random.pick(ctx.technicians);
      if (second.id !== lead.id) team.push(second);
    }
    if (!unscheduled) {
      const day = ctx.windowStart + random.int(0, windowDays) * DAY;
      const weekday = utcWeekday(day);
      if (weekday === 0 || weekday === 6) continue;
      start = day + random.int(15, 32) * 30 * 60_000;
      end = start + random.int(2, 8) * 30 * 60_000;
      if (end > ctx.windowEnd - HOUR) continue;
      const from = start;
      const to = end;
      if (!team.every((t) => isFree(t.id, from, to))) continue;
      for (const t of team) {
        const list = busy.get(t.id) ?? [];
        list.push([from, to]);
        busy.set(t.id, list);
      }
    }
    const id = rows.length + 1;
    rows.push(interventionRow(ctx, id, start, end, team));
  }
  return rows;
}

function statusFor(random: Random, start: number | null, reference: number): string {
  if (start === null) return '100';
  if (start < reference - DAY) return random.chance(0.92) ? '140' : '130';
  if (start < reference + DAY) return random.pick(['110', '120', '130', '140']);
  if (start < reference + 7 * DAY) return random.chance(0.3) ? '120' : '110';
  return '110';
}

function interventionRow(
  ctx: InterventionContext,
  id: number,
  start: number | null,
  end: number | null,
  team: readonly StaffRow[],
): InterventionRow {
  const { random } = ctx;
  const item = random.pick(ctx.fleet);
  const bike = item.data.FAMILLE === 'Vélo';
  const workType = random.pick(WORK_TYPES);
  const onSite = workType === 'Sur site' || workType === 'Dépannage';
  const client = onSite || random.chance(0.5) ? random.pick(ctx.clients) : null;
  const agency = ctx.agencies.find((a) => a.id === item.agency_id) ?? ctx.agencies[0];
  if (!agency) throw new Error('Aucune agence pour les interventions.');
  const status = statusFor(random, start, ctx.reference);
  const created = (start ?? ctx.reference) - random.int(1, 15) * DAY;
  const year = new Date(created).getUTCFullYear();
  const reportNumber = `RAP${year}-${String(id).padStart(5, '0')}`;
  const place = client?.deliveryPlace;
  const postcode = place?.postcode ?? String(agency.data.ag_cp ?? '');
  const parts = status === '140' || status === '130' ? random.int(0, 3) : 0;
  const hourMeter = bike ? '' : String(random.int(120, 4800));
  const names = team.map((t) => t.name);
  const f = item.data;
  return {
    id,
    report_number: reportNumber,
    fleet_id: item.id,
    client_id: client?.row.id ?? null,
    agency_id: agency.id,
    status,
    start_ts: start,
    end_ts: end,
    data: {
      id,
      'N° RAP COMP': reportNumber,
      '_LINK MOTEUR': id,
      Table: 'SAV_FICHE',
      Statut: status,
      STATUS_DEVIS: status === '140' ? '' : 'En cours',
      'Status devis': status === '140' ? 'Signé' : '',
      // The report is dated the day of the intervention (its arrival and departure hours below).
      'DATE RAPPORT': toWireDay(start ?? created),
      Debut: start === null ? '' : toWireDateTime(start),
      Fin: end === null ? '' : toWireDateTime(end),
      Debut_TIMESTAMP: start ?? '',
      Fin_TIMESTAMP: end ?? '',
      'Heure Arriv': start === null ? '' : formatTime(start),
      'Heure dep': end === null ? '' : formatTime(end),
      time_inter: start === null || end === null ? '' : String((end - start) / HOUR),
      'Techniciens_Nom(1)': names[0] ?? '',
      'Techniciens_Nom(2)': names[1] ?? '',
      'Techniciens_Nom(3)': '',
      'Techniciens_Nom(4)': '',
      'Techniciens_Nom(5)': '',
      'Theme devis': random.pick(bike ? BIKE_THEMES : MACHINE_THEMES),
      Titre: `${f.SOUS_FAMILLE} ${item.matricule}`,
      type_travaux: workType,
      LIEU_INTERV: onSite ? 'Chantier client' : 'Atelier',
      ID_client: client?.row.id ?? '',
      societeliv: client?.row.company_name ?? String(agency.data.ag_nom ?? ''),
      adliv: String(client?.row.data.ADRESSE_LIV ?? agency.data.ag_adresse ?? ''),
      compadliv: '',
      villeliv: place?.city ?? String(agency.data.ag_ville ?? ''),
      cpliv: postcode.slice(2),
      dptliv: postcode.slice(0, 2),
      Telephone: String(client?.row.data.TELEPHONE ?? agency.data.ag_telephone ?? ''),
      'N° MATR INT': item.matricule,
      'MARQUE MACHINE': f.MARQUE ?? '',
      'TYPE MACHINE': f.TYPE ?? '',
      'N° serie constr': f.NUMERO_SERIE ?? '',
      'N° serie constr.': f.NUMERO_SERIE ?? '',
      sous_famille: f.SOUS_FAMILLE ?? '',
      CLD_FAMILLE: f.FAMILLE ?? '',
      Horametre: hourMeter,
      old_Horametre: hourMeter === '' ? '' : String(Number(hourMeter) - random.int(20, 250)),
      Kilometrage: '',
      facturable: client ? random.pick(['oui', 'non']) : 'non',
      stock: client ? 'non' : 'oui',
      Observ: status === '140' ? 'Intervention réalisée, machine contrôlée.' : '',
      'Travaux exe': status === '140' ? 'Remplacement des pièces listées et essais.' : '',
      Message_Interne: random.chance(0.2)
        ? random.pick([
            'Prévoir la clé du portail.',
            'Client absent le matin.',
            'Pièce en commande.',
          ])
        : '',
      retour: random.chance(0.1) ? 'oui' : '',
      ID_Agence: agency.id,
      ID_Societe: ctx.companyId,
      CREATION: toWireDateTime(created),
      IS_FROM_WEB: '0',
      lignes: Array.from({ length: parts }, (_, i) => {
        const [ref, label, unitPrice] = random.pick(PARTS);
        const qty = random.int(1, 4);
        return {
          id: id * 10 + i,
          '_LINK SAV': id,
          'SAV REF PRODUIT': ref,
          'SAV DESIGNATION': label,
          'SAV QTE PROD': qty,
          'SAV PV UNIT': unitPrice,
          PIECE_TOTAL: Math.round(qty * unitPrice * 100) / 100,
          Index_Ligne: i + 1,
        };
      }),
    },
  };
}
