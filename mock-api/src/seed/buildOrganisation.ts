import { phoneNumber, slugify } from './contactHelpers';
import type { Random } from './createRandom';
import { FIRST_NAMES, LAST_NAMES } from './frenchNames';
import type { AgencyRow, CompanyRow, StaffRow } from './seedTypes';

export const COMPANY_ID = 1;
export const COMPANY_NAME = 'LocaSuite Location';
export const COMPANY_DOMAIN = 'locasuite-location.fr';

interface AgencySource {
  name: string;
  address: string;
  postcode: string;
  city: string;
  phone: string;
  lat: number;
  lng: number;
  color: string;
  indications: string;
}

const AGENCIES: readonly AgencySource[] = [
  {
    name: 'Lyon Gerland',
    address: '45 avenue Jean Jaurès',
    postcode: '69007',
    city: 'Lyon',
    phone: '04 78 58 21 40',
    lat: 45.7468,
    lng: 4.8427,
    color: '#1E88E5',
    indications: 'Entrée du dépôt par la cour, parking clients à droite.',
  },
  {
    name: 'Villeurbanne',
    address: '120 cours Émile Zola',
    postcode: '69100',
    city: 'Villeurbanne',
    phone: '04 72 44 18 90',
    lat: 45.7703,
    lng: 4.8806,
    color: '#43A047',
    indications: 'Métro A, arrêt Flachet. Retrait des vélos à l\u2019accueil.',
  },
  {
    name: 'Grenoble',
    address: '8 rue du Général Mangin',
    postcode: '38100',
    city: 'Grenoble',
    phone: '04 76 23 57 12',
    lat: 45.1741,
    lng: 5.7316,
    color: '#FB8C00',
    indications: 'Tram C, arrêt Mangin. Quai de chargement au fond de la cour.',
  },
  {
    name: 'Saint-Étienne',
    address: '25 rue de la Montat',
    postcode: '42100',
    city: 'Saint-Étienne',
    phone: '04 77 41 63 05',
    lat: 45.4278,
    lng: 4.4108,
    color: '#8E24AA',
    indications: 'Portail bleu, sonner à l\u2019interphone « Atelier ».',
  },
];

/** The company record (spec 1 §3, spec 3 §3.4): a valid SIRET (Luhn) and its VAT number. */
export function buildCompanies(): CompanyRow[] {
  return [
    {
      id: COMPANY_ID,
      data: {
        ID_Societe: COMPANY_ID,
        RS: COMPANY_NAME,
        TypeEntreprise: 'SAS',
        Capital: '150 000 €',
        NumeroSIRET: '84215730700013',
        CodeAPE: '7732Z',
        TVAIntracommunautaire: 'FR39842157307',
        Adresse: '45 avenue Jean Jaurès, 69007 Lyon',
        Logo_JSON: { Logo_Base64: '', Logo_Base64_2: '' },
      },
    },
  ];
}

/** The four agencies, with the field names of every tool that reads them (spec 1, 2, 3, 4 §3). */
export function buildAgencies(): AgencyRow[] {
  return AGENCIES.map((a, i) => {
    const id = i + 1;
    const slug = slugify(a.city);
    return {
      id,
      company_id: COMPANY_ID,
      name: a.name,
      latitude: a.lat,
      longitude: a.lng,
      data: {
        ID_Agence: id,
        ID_Societe: COMPANY_ID,
        ag_nom: `${COMPANY_NAME} ${a.name}`,
        ag_adresse: a.address,
        ag_cp: a.postcode,
        ag_ville: a.city,
        ag_telephone: a.phone,
        ag_courriel: `${slug}@${COMPANY_DOMAIN}`,
        ag_siteweb: `https://www.${COMPANY_DOMAIN}/agences/${slug}`,
        // x along the map (longitude), y up it (latitude): the columns every family answers from.
        map_position_x: a.lng,
        map_position_y: a.lat,
        Logo_JSON: { Logo_Base64: '' },
        PR_ID_AG: id,
        PR_NOM_AG: a.name,
        PR_VILLE_AG: a.city,
        WEB_LABEL: `Agence de ${a.city}`,
        PR_COLOR: a.color,
        ADRESSE: `${a.address}, ${a.postcode} ${a.city}`,
        GPS: `${a.lat},${a.lng}`,
        INDICATIONS: a.indications,
      },
    };
  });
}

const DRIVERS: readonly string[] = ['Karim BENALI', 'Sylvain ROUX', 'Nathalie FAURE'];

/**
 * Technicians (≥ 8, spread over the agencies) and the three delivery drivers (DECISIONS.md: an
 * editable list seeded with three names).
 */
export function buildStaff(random: Random, agencies: readonly AgencyRow[]): StaffRow[] {
  const rows: StaffRow[] = [];
  const used = new Set<string>(DRIVERS);
  const technicianCount = 10;
  for (let i = 0; i < technicianCount; i++) {
    let name = '';
    do {
      name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES).toUpperCase()}`;
    } while (used.has(name));
    used.add(name);
    const agency = agencies[i % agencies.length] as AgencyRow;
    rows.push(
      staffRow(rows.length + 1, name, 'technicien', agency.id, phoneNumber(random, 'mobile')),
    );
  }
  DRIVERS.forEach((name, i) => {
    const agency = agencies[i % 2] as AgencyRow;
    rows.push(
      staffRow(rows.length + 1, name, 'chauffeur', agency.id, phoneNumber(random, 'mobile')),
    );
  });
  return rows;
}

function staffRow(
  id: number,
  name: string,
  kind: StaffRow['kind'],
  agencyId: number,
  phone: string,
): StaffRow {
  return {
    id,
    name,
    kind,
    agency_id: agencyId,
    data: {
      id,
      NOM_TECHNICIEN: name,
      ID_Agence: agencyId,
      FONCTION: kind === 'technicien' ? 'Technicien' : 'Chauffeur',
      TELEPHONE: phone,
      MAIL: `${slugify(name, '.')}@${COMPANY_DOMAIN}`,
    },
  };
}
