import {
  SAV_DRAFT_QUOTE_STATUS,
  SAV_SIGNED_QUOTE_STATUS,
  SAV_STATUS,
  splitDeliveryPostcode,
} from '@locasuite/core';
import { WORK_TYPES } from './buildInterventions';
import { COMPANY_ID } from './buildOrganisation';
import { FOLLOWERS } from './buildRentals';
import { DAY, HOUR } from './seedDates';
import type { ClientRow, FleetRow, StaffRow } from './seedTypes';

/** A stock article (migration 202611281410). */
export interface SavStockRow {
  id: number;
  reference: string;
  data: Record<string, unknown>;
}
/** A report of SAV_FICHE or its SAV_2 copy; ids given here, the sequence follows (seedDatabase). */
export interface SavReportRow {
  id: number;
  table_name: 'SAV_FICHE' | 'SAV_2';
  link: string;
  source_id: number | null;
  data: Record<string, unknown>;
  version: number;
  signed_sha256: string | null;
  signed_at: Date | null;
  signed_by: string | null;
  created_at: Date;
  updated_at: Date;
}
export interface SavLineRow {
  id: string;
  report_id: number;
  link: string;
  position: number;
  data: Record<string, unknown>;
}

/** The after-sales rows of the seed. */
export interface SavReportsSeed {
  savStock: SavStockRow[];
  savReports: SavReportRow[];
  savLines: SavLineRow[];
}

const ARTICLES = [
  ['PIE-FH-001', 'Filtre à huile moteur', 'Filtres', 'Huile'],
  ['PIE-FA-002', 'Filtre à air', 'Filtres', 'Air'],
  ['PIE-FG-003', 'Filtre à gazole', 'Filtres', 'Carburant'],
  ['PIE-CO-010', 'Courroie d’alternateur', 'Transmission', 'Courroies'],
  ['PIE-FL-020', 'Flexible hydraulique 1/2"', 'Hydraulique', 'Flexibles'],
  ['PIE-JT-021', 'Joint de vérin', 'Hydraulique', 'Joints'],
  ['PIE-BA-030', 'Batterie 12 V 95 Ah', 'Électricité', 'Batteries'],
  ['PIE-PN-040', 'Pneu 10.0/75-15.3', 'Roues', 'Pneus'],
  ['PIE-HU-050', 'Huile hydraulique HV46 (L)', 'Lubrifiants', 'Huiles'],
  ['PIE-GR-051', 'Graisse lithium (cartouche)', 'Lubrifiants', 'Graisses'],
  ['PIE-GY-060', 'Gyrophare LED 12/24 V', 'Électricité', 'Signalisation'],
  ['PIE-AL-061', 'Alarme de recul 97 dB', 'Électricité', 'Signalisation'],
  ['PIE-DE-070', 'Démarreur 12 V', 'Moteur', 'Démarrage'],
  ['PIE-PE-071', 'Pompe à eau', 'Moteur', 'Refroidissement'],
  ['PIE-CH-080', 'Chaîne de levage', 'Levage', 'Chaînes'],
  ['PIE-FO-081', 'Fourche 1200 mm (paire)', 'Levage', 'Fourches'],
] as const;

/** How many reports the seed holds: half of them the demo technician's (`tech`). */
const REPORTS = 16;
const CHECKS = [
  'Niveau d’huile moteur',
  'Niveau d’huile hydraulique',
  'Pression et état des pneus',
  'Éclairage et gyrophare',
  'Flexibles et raccords',
] as const;
const STATES = ['OK', 'OK', 'À surveiller', 'OK', 'Remplacé'] as const;
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const pad = (n: number) => String(n).padStart(2, '0');
const OBSERVATIONS = [
  'Contrôle suite à un signalement du client.',
  'Fuite d’huile hydraulique constatée sous la machine.',
  'La machine ne démarre plus à froid.',
  'Bruit anormal en translation.',
  'Entretien périodique des 500 heures.',
] as const;

export interface SavReportsInput {
  /** Noon of the seed's day. */
  readonly reference: number;
  readonly clients: readonly ClientRow[];
  readonly fleet: readonly FleetRow[];
  readonly technicians: readonly StaffRow[];
}

/**
 * Reports of both statuses and both tables (spec 4 §3.1, §4.1): drafts (130, STATUS_DEVIS
 * En cours) and validated ones (140) with their SAV_2 copy, each with spare-part lines, time
 * slots, a checklist and, once validated, the customer's signature; half of them the demo
 * technician's; one return report (two hour counters), one machine marked unknown; and the stock
 * articles. Photos, the signatures' hashes and the recaps are written by `seedSavFiles`.
 */
export function buildSavReports(input: SavReportsInput): SavReportsSeed {
  const savStock = ARTICLES.map(([reference, designation, famille, sousFamille], i) => ({
    id: i + 1,
    reference,
    data: { PIECE_DESIGNATION: designation, FAMILLE: famille, SS_FAMILLE: sousFamille },
  }));
  const savReports: SavReportRow[] = [];
  const savLines: SavLineRow[] = [];
  const count = Math.min(REPORTS, input.clients.length, input.fleet.length);
  for (let i = 0; i < count; i += 1) {
    const client = input.clients[(i * 7) % input.clients.length]!;
    const machine = input.fleet[(i * 5) % input.fleet.length]!;
    // The demo technician (`tech`, the first technician) has every other report.
    const technician =
      i % 2 === 0
        ? input.technicians[0]
        : input.technicians[1 + ((i >> 1) % Math.max(1, input.technicians.length - 1))];
    const validated = i % 3 === 2;
    const unknownMachine = i === 7;
    const returnReport = i === 4;
    const day = input.reference - (REPORTS - i) * DAY;
    const start = 8 + (i % 8);
    const link = `seed-sav-${pad(i + 1)}-0000`;
    const postcode = String(client.data.CODE_POSTAL_LIV ?? client.data.CODE_POSTAL ?? '');
    const date = new Date(day);
    const m = machine.data;
    const slot = (h: number, type: string) => ({
      technicien: technician?.name ?? '',
      date: date.toISOString().slice(0, 10),
      debut: `${pad(h)}:00`,
      fin: `${pad(h + 1)}:00`,
      duree: '01:00',
      type,
    });
    const data: Record<string, unknown> = {
      'N° RAP COMP': `OR-${date.getUTCFullYear()}-${String(i + 1).padStart(4, '0')}`,
      'DATE RAPPORT': `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`,
      Statut: validated ? SAV_STATUS.closed : SAV_STATUS.draft,
      ...(validated ? {} : { STATUS_DEVIS: SAV_DRAFT_QUOTE_STATUS }),
      ID_client: client.id,
      ID_Societe: COMPANY_ID,
      Telephone: String(client.data.TELEPHONE ?? ''),
      societeliv: client.company_name,
      adliv: String(client.data.ADRESSE_LIV ?? client.data.ADRESSE ?? ''),
      compadliv: String(client.data.COMP_ADRESSE_LIV ?? ''),
      villeliv: String(client.data.VILLE_LIV ?? client.data.VILLE ?? ''),
      ...splitDeliveryPostcode(postcode),
      ...(unknownMachine
        ? { machine_inconnue: '1', 'N° MATR INT': '' }
        : {
            'N° MATR INT': machine.matricule,
            'MARQUE MACHINE': String(m.MARQUE ?? ''),
            'TYPE MACHINE': String(m.TYPE ?? ''),
            sous_famille: String(m.SOUS_FAMILLE ?? ''),
            'N° serie constr': String(m.NUMERO_SERIE ?? ''),
            Horametre: String(1200 + i * 37),
            ...(returnReport ? { retour: 'oui', old_Horametre: String(1100 + i * 37) } : {}),
          }),
      'Techniciens_Nom(1)': technician?.name ?? '',
      ID_Agence: machine.agency_id,
      type_travaux: WORK_TYPES[i % WORK_TYPES.length],
      suivi_par: FOLLOWERS[i % FOLLOWERS.length],
      LIEU_INTERV: i % 2 === 0 ? 'Atelier' : 'Chantier',
      'Heure Arriv': `${pad(start)}:00`,
      'Heure dep': `${pad(start + 2)}:00`,
      Observ: OBSERVATIONS[i % OBSERVATIONS.length],
      'Travaux exe': validated ? 'Remplacement des pièces listées, essais concluants.' : '',
      Horaire_liste: [
        slot(start, "Main d'oeuvre"),
        ...(i % 2 === 1 ? [slot(start + 1, 'Déplacement')] : []),
      ],
      Check_liste: CHECKS.map((CH_DESIGNATION, n) => ({
        CH_DESIGNATION,
        CH_ETAT: validated || n < 2 ? STATES[(i + n) % STATES.length] : '',
      })),
      ...(validated ? { Signature_web: SIGNATURE, Signataire: client.company_name } : {}),
      IS_FROM_WEB: 1,
    };
    const id = savReports.length + 1;
    const at = new Date(day + start * HOUR);
    savReports.push({
      id,
      table_name: 'SAV_FICHE',
      link,
      source_id: null,
      data,
      version: 1,
      // The server hashes what is signed through it; a seeded signature has its time and signer.
      signed_sha256: null,
      signed_at: validated ? at : null,
      signed_by: validated ? client.company_name : null,
      created_at: at,
      updated_at: at,
    });
    const lines = [0, 1].map((n) => {
      const [reference, designation] = ARTICLES[(i + n * 5) % ARTICLES.length]!;
      return {
        id: `${link}-l${n + 1}`,
        'SAV REF PRODUIT': reference,
        'SAV DESIGNATION': designation,
        'SAV QTE PROD': n + 1,
        'SAV PV UNIT': 10 + n * 5,
        PIECE_TOTAL: (n + 1) * (10 + n * 5),
        IS_FROM_WEB: 1,
        '_LINK SAV': link,
      };
    });
    lines.forEach((line, position) =>
      savLines.push({ id: line.id, report_id: id, link, position, data: { ...line, id_SAV: id } }),
    );
    if (validated) {
      const copyId = savReports.length + 1;
      const { STATUS_DEVIS: _none, ...rest } = data;
      savReports.push({
        id: copyId,
        table_name: 'SAV_2',
        link,
        source_id: id,
        data: {
          ...rest,
          Table: 'SAV_2',
          Statut: SAV_STATUS.closed,
          'Status devis': SAV_SIGNED_QUOTE_STATUS,
        },
        version: 1,
        signed_sha256: null,
        signed_at: null,
        signed_by: null,
        created_at: at,
        updated_at: at,
      });
      lines.forEach((line, position) =>
        savLines.push({
          id: `${line.id}~2`,
          report_id: copyId,
          link,
          position,
          data: { ...line, id_SAV: copyId },
        }),
      );
    }
  }
  return { savStock, savReports, savLines };
}
