import { phoneNumber, slugify } from './contactHelpers';
import type { Random } from './createRandom';
import { FIRST_NAMES, LAST_NAMES, LEGAL_FORMS, STREET_NAMES, TRADES } from './frenchNames';
import { FRENCH_PLACES, type FrenchPlace } from './frenchPlaces';
import type { ClientRow } from './seedTypes';

/** Clients at scale 1. */
export const CLIENTS_PER_SCALE = 160;

/** A client with what the rental builders need beside its row. */
export interface SeedClient {
  row: ClientRow;
  place: FrenchPlace;
  deliveryPlace: FrenchPlace;
  /** Private customers mostly rent bikes. */
  individual: boolean;
}

/**
 * Business customers (building trades) and private customers, with real postcode/city pairs,
 * contacts and the pipe-separated mail list CONTACT_MAIL_TOUS (spec 3 §3.4, spec 4 §3.3).
 */
export function buildClients(random: Random, scale: number, companyId: number): SeedClient[] {
  const total = Math.max(1, Math.round(CLIENTS_PER_SCALE * scale));
  const clients: SeedClient[] = [];
  const names = new Set<string>();
  for (let i = 0; i < total; i++) {
    const id = i + 1;
    const individual = random.chance(0.25);
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    let companyName = '';
    for (
      let attempt = 0;
      attempt < 50 && (companyName === '' || names.has(companyName));
      attempt++
    ) {
      companyName = individual
        ? `${lastName.toUpperCase()} ${firstName}`
        : companyNameFor(random, random.pick(LAST_NAMES));
    }
    if (names.has(companyName)) companyName = `${companyName} ${id}`;
    names.add(companyName);
    const place = random.pick(FRENCH_PLACES);
    const deliveryPlace = random.chance(0.6) ? place : random.pick(FRENCH_PLACES);
    const address = `${random.int(1, 180)} ${random.pick(STREET_NAMES)}`;
    const deliveryAddress =
      deliveryPlace === place ? address : `${random.int(1, 120)} ${random.pick(STREET_NAMES)}`;
    const domain = individual
      ? random.pick(['orange.fr', 'gmail.com', 'free.fr', 'laposte.net'])
      : `${slugify(companyName)}.fr`;
    const personal = `${slugify(firstName, '.')}.${slugify(lastName, '.')}`;
    const mails = individual
      ? [`${personal}@${domain}`]
      : [
          `contact@${domain}`,
          `${personal}@${domain}`,
          ...(random.chance(0.5) ? [`compta@${domain}`] : []),
        ];
    const code = `C${String(id).padStart(5, '0')}`;
    const phone = phoneNumber(random, individual ? 'mobile' : random.pick(['fixe', 'mobile']));
    clients.push({
      place,
      deliveryPlace,
      individual,
      row: {
        id,
        code_client: code,
        company_name: companyName,
        data: {
          id,
          ID_WEB: `W${String(id).padStart(6, '0')}`,
          CODE_CLIENT: code,
          SOCIETE: companyName,
          CIVILITE: random.pick(['Monsieur', 'Madame']),
          NOM: lastName.toUpperCase(),
          PRENOM: individual ? firstName : companyName,
          CONTACT_NOM: `${firstName} ${lastName}`,
          ADRESSE: address,
          COMP_ADRESSE: random.chance(0.2)
            ? random.pick(['Bâtiment B', 'ZA des Platanes', 'BP 12', '2e étage'])
            : '',
          CODE_POSTAL: place.postcode,
          VILLE: place.city,
          TELEPHONE: phone,
          ADRESSE_LIV: deliveryAddress,
          COMP_ADRESSE_LIV: '',
          CODE_POSTAL_LIV: deliveryPlace.postcode,
          VILLE_LIV: deliveryPlace.city,
          GPS_LIV: `${deliveryPlace.lat}|${deliveryPlace.lng}`,
          CONTACT_MAIL_TOUS: mails.join('|'),
          'CONTACT_MAIL(1)': mails[0] ?? '',
          CL_ID_SOCIETE: companyId,
          CL_INFO_CONTRAT: individual
            ? 'Pièce d\u2019identité demandée au retrait.'
            : random.pick([
                '',
                'Bon de commande obligatoire.',
                'Facturation mensuelle.',
                'Livraison sur chantier uniquement.',
              ]),
          CL_COMMENTAIRE_INTERNE: random.chance(0.15)
            ? random.pick([
                'Client prioritaire.',
                'Retards de paiement en 2025.',
                'Demande toujours la livraison avant 8 h.',
              ])
            : '',
          TYPE_CLIENT: individual ? 'Particulier' : 'Professionnel',
        },
      },
    });
  }
  return clients;
}

function companyNameFor(random: Random, lastName: string): string {
  const trade = random.pick(TRADES);
  const form = random.pick(LEGAL_FORMS);
  switch (random.int(0, 3)) {
    case 0:
      return `${trade} ${lastName} ${form}`;
    case 1:
      return `${form} ${lastName} et Fils`;
    case 2:
      return `${lastName} ${trade}`;
    default:
      return `${trade} ${random.pick(['du Rhône', 'des Alpes', 'du Forez', 'Dauphinoise', 'Lyonnaise', 'du Pilat', 'de l\u2019Isère'])}`;
  }
}
