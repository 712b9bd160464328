import { CONTRACT_MESSAGES } from './contractRules';

/**
 * The server's refusals of the contract calls (spec 4 §7) that no rule of the page words: a
 * malformed call, a record the call names wrongly, a booking the database refuses. Ours: spec 4
 * gives no text for them. The rules' texts, shared with the page's tooltips, are
 * `CONTRACT_MESSAGES`.
 */
export const CONTRACT_SERVER_MESSAGES = {
  // A field of the call (`field`: its path in the payload, e.g. « contratData[0].CLD_TARIF »).
  fieldRequired: (field: string) => `Le champ « ${field} » est obligatoire.`,
  fieldNotAVersion: (field: string) => `Le champ « ${field} » doit être un numéro de version.`,
  fieldNotADay: (field: string) => `Le champ « ${field} » doit être une date au format MM/JJ/AAAA.`,
  fieldNotAnAmount: (field: string) => `Le champ « ${field} » doit être un montant positif.`,
  /** spec 4 §9 price tiers. */
  fieldNotATier: (field: string) => `Le champ « ${field} » doit valoir « T1 » ou « T2 ».`,
  /** A value outside an option's list (spec 4 §3.6 paiement_proposition, caution_proposition). */
  fieldNotOffered: (field: string, offered: readonly string[]) =>
    `Le champ « ${field} » doit valoir ${offered.map((v) => `« ${v} »`).join(', ')}.`,
  /** spec 4 §3.7: a line's grid must be one of its machine's sub-family. */
  fieldNotAGrid: (field: string, subFamily: string) =>
    `Le champ « ${field} » doit être une grille de la sous-famille ${subFamily}.`,
  // The client (spec 4 §2.6, §5).
  /** spec 4 §5: the city must be one of the postcode's (`cities`: the postcode's). */
  cityNotOfZip: (city: string, zip: string, cities: readonly string[]) =>
    `La ville « ${city} » n’a pas le code postal ${zip} (${cities.join(', ')}).`,
  badMail: (mail: string) => `Adresse mail invalide : ${mail}.`,
  // The lines of a creation (spec 4 §3.7) or of an addition (§2.5).
  linesOfOneWebId: 'Les lignes d’un contrat partagent un même CLD_ID_CONTRAT_WEB.',
  linesOfOneClient: 'Les lignes d’un contrat sont celles d’un même client (CLD_ID_CLIENT).',
  linesOfOneContract: 'Les lignes ajoutées sont celles d’un même contrat (CLD_NUM_CONTRAT).',
  gridWithoutTier: (grid: string, tier: string) => `La grille ${grid} n’a pas de tarif ${tier}.`,
  gridWithoutDuration: (grid: string) => `La grille ${grid} n’a pas de durée lisible.`,
  /** A pick-up place (an agency) that names no agency. */
  unknownPickUpPlace: (id: string) => `Lieu de retrait inconnu : ${id}.`,
  /** The synchronisation's registration change applies to a machine still waiting only. */
  notWaiting:
    'Ce matériel n’est plus en attente : changez son matricule par le changement de matricule.',
  // A booking refused (issue 38 « no double booking »): `CONTRACT_MESSAGES.unavailable` and why.
  /** The machine is held by an open repair order (`holder`: « OR n° … » or `anOpenRepair`). */
  heldBy: (matricule: string, holder: string) =>
    `${CONTRACT_MESSAGES.unavailable(matricule)} : immobilisé par ${holder}.`,
  /** The holder of a machine immobilised by the repair order `number`. */
  repairOrder: (number: string) => `OR n° ${number}`,
  /** The holder when the repair order is not known. */
  anOpenRepair: 'un OR ouvert',
  /** The machine is booked by `contract` until `until`; `nextFree` (when known): its next free date. */
  bookedUntil: (matricule: string, contract: string, until: string, nextFree?: string) =>
    `${CONTRACT_MESSAGES.unavailable(matricule)} : réservé par le contrat ${contract} jusqu’au ${until}.${nextFree === undefined ? '' : ` Prochaine date libre : ${nextFree}.`}`,
  // Documents and signature (spec 4 §5).
  badDocumentName: 'Nom de document invalide.',
  documentNotFound: (name: string) => `Document introuvable : ${name}.`,
  clientWithoutMail:
    'Ce client n’a pas d’adresse mail : le contrat ne peut pas lui être envoyé pour signature.',
  contractOfOtherClient: (contract: string, client: string) =>
    `Le contrat ${contract} n’est pas celui du client ${client}.`,
  /** spec 4 §4.3 invoicing: the contract number sent is not the record's. */
  contractOfOtherRecord: (contract: string, record: string) =>
    `Le contrat ${contract} n’est pas celui de la fiche ${record}.`,
} as const;
