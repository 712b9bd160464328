import { formatFrenchDateTime } from '../dates';
import type { AvailabilityBar } from './availabilityBars';
import { toTimestamp } from './availabilityBars';

/** One labelled line of the event detail dialog. */
export interface DetailField {
  readonly label: string;
  readonly value: string;
}

type FieldSpec = readonly [label: string, field: string, kind?: 'timestamp'];

const RENTAL_FIELDS: readonly FieldSpec[] = [
  ['N° contrat', 'CLD_NUM_CONTRAT'],
  ['Client', 'CLD_NOM_CLIENT'],
  ['Adresse', 'CLD_CLIENT_ADRESSE'],
  ['Code postal', 'CLD_CLIENT_CODEPOSTAL'],
  ['Ville', 'CLD_CLIENT_VILLE'],
  ['Famille', 'CLD_FAMILLE'],
  ['Sous-famille', 'CLD_SOUS_FAMILLE'],
  ['Matricule', 'CLD_MATRICULE'],
  ['Description', 'CLD_DESCRIPTION'],
  ['Marque', 'CLD_MARQUE'],
  ['N° de série', 'CLD_NUMERO_SERIE'],
  ['État du contrat', 'CLD_CONTRAT_STATE'],
  ['État', 'CLD_STATE'],
  ['Départ', 'CLD_DATE_DEPART_TIMESTAMP', 'timestamp'],
  ['Retour', 'CLD_DATE_RETOUR_TIMESTAMP', 'timestamp'],
  ['Livraison au départ', 'CLD_DATE_LIVRAISON_DEPART', 'timestamp'],
  ['Livraison au retour', 'CLD_DATE_LIVRAISON_RETOUR', 'timestamp'],
  ['Commentaire départ', 'CLD_COMMENTAIRE_DEPART'],
  ['Commentaire retour', 'CLD_COMMENTAIRE_RETOUR'],
];

const RESERVATION_FIELDS: readonly FieldSpec[] = [
  ['N° réservation', 'R_NUM_RESERVATION'],
  ['Client', 'R_NOM_CLIENT'],
  ['Adresse', 'R_CLIENT_ADRESSE'],
  ['Code postal', 'R_CLIENT_CODEPOSTAL'],
  ['Ville', 'R_CLIENT_VILLE'],
  ['Famille', 'CLD_FAMILLE'],
  ['Sous-famille', 'R_SOUS_FAMILLE'],
  ['Matricule', 'R_MATRICULE'],
  ['Description', 'R_DESCRIPTION'],
  ['État', 'CLD_STATE'],
  ['Départ', 'R_DATE_DEPART_TIMESTAMP', 'timestamp'],
  ['Retour', 'R_DATE_RETOUR_TIMESTAMP', 'timestamp'],
  ['Commentaire', 'R_COMMENTAIRE'],
];

/** spec 1 §3 After-sales event: the shown labels Debut, Fin, MARQUE MACHINE, … in French. */
const SAV_FIELDS: readonly FieldSpec[] = [
  ['Titre', 'Titre'],
  ['Début', 'Debut_TIMESTAMP', 'timestamp'],
  ['Fin', 'Fin_TIMESTAMP', 'timestamp'],
  ['Famille', 'CLD_FAMILLE'],
  ['Sous-famille', 'sous_famille'],
  ['Matricule', 'N° MATR INT'],
  ['Marque machine', 'MARQUE MACHINE'],
  ['Type machine', 'TYPE MACHINE'],
  ['Thème devis', 'Theme devis'],
  ['Type de travaux', 'type_travaux'],
  ['Société livrée', 'societeliv'],
  ['Ville livrée', 'villeliv'],
];

/** The dialog title per bar source. */
export const EVENT_DETAIL_TITLES: Readonly<Record<AvailabilityBar['source'], string>> = {
  location: 'Location',
  reservation: 'Réservation',
  sav: 'Intervention SAV',
  livraisonDepart: 'Livraison (aller)',
  livraisonRetour: 'Livraison (retour)',
};

/**
 * spec 1 §2: the event detail dialog shows the entity's fields (spec 1 §3) with French labels;
 * timestamps as dd/MM/yyyy HH:mm (UTC); empty fields are left out.
 */
export function availabilityEventDetail(
  bar: Pick<AvailabilityBar, 'source' | 'record'>,
): DetailField[] {
  const specs =
    bar.source === 'reservation'
      ? RESERVATION_FIELDS
      : bar.source === 'sav'
        ? SAV_FIELDS
        : RENTAL_FIELDS;
  const fields: DetailField[] = [];
  for (const [label, field, kind] of specs) {
    const raw = bar.record[field];
    let value: string;
    if (kind === 'timestamp') {
      const ms = toTimestamp(raw);
      value = ms === null ? '' : formatFrenchDateTime(ms);
    } else {
      value = raw === null || raw === undefined ? '' : String(raw).trim();
    }
    if (value !== '') fields.push({ label, value });
  }
  return fields;
}
