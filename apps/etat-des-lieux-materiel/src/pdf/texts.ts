import { formTexts } from '../texts';

/**
 * The French texts of the condition-check PDF (spec 3 §2.2 sections 1–11, §9). The spec gives
 * only the photo labels (`Photo de départ`, `Photo de retour`, in core) and the column names
 * `Départ` / `Retour`; the other headings are ours and follow the form's sections. Characters of
 * the PDF standard fonts only (WinAnsi), so they print as written.
 */
export const conditionPdfTexts = {
  /** spec 3 §2.2 section 4: the checklist's columns. */
  departure: 'Départ',
  return: 'Retour',
  contractLine: (contract: string, registration: string) =>
    `Contrat ${contract} - Matricule ${registration}`,
  page: (n: number, total: number) => `Page ${n} / ${total}`,
  company: {
    capital: (kind: string, capital: string) => `${kind} au capital de ${capital}`.trim(),
    siret: (siret: string) => `SIRET ${siret}`,
    ape: (code: string) => `APE ${code}`,
    vat: (number: string) => `TVA ${number}`,
    phone: (phone: string) => `Tél. ${phone}`,
  },
  // The form's labels (section 2), under the PDF's own heading.
  customer: { title: 'Client', ...formTexts.customer },
  equipment: {
    title: 'Matériel',
    family: 'Famille',
    subFamily: 'Sous-famille',
    description: 'Désignation',
    registration: 'Matricule',
    brand: 'Marque',
    type: 'Type',
    serial: 'Numéro de série',
    list: 'Équipements',
    training: 'Formation',
  },
  checklist: {
    title: 'Check-list',
    designation: 'Désignation',
    difference: 'Écart',
    /** The mark of a line whose return value differs from its departure value. */
    changed: 'Oui',
    empty: 'Aucune ligne de check-list.',
  },
  readings: {
    title: 'Dates, compteurs et niveaux',
    validationDate: 'Date de validation',
    plannedDate: 'Date prévue',
    time: 'Heure',
    kilometre: 'Kilométrage',
    horametre: 'Horamètre',
    gas: 'Carburant',
    adblue: 'AdBlue',
  },
  observations: {
    title: 'Observations',
    drawn: (leg: string) => `Observations dessinées - ${leg}`,
  },
  customFields: {
    title: 'Informations complémentaires',
    yes: 'Oui',
    no: 'Non',
  },
  comments: {
    title: 'Commentaires',
    techDeparture: 'Commentaire technicien départ',
    techReturn: 'Commentaire technicien retour',
    rental: 'Commentaire location',
  },
  signatures: {
    title: 'Contrôle et signatures',
    controller: 'Contrôleur',
    signer: 'Signataire',
    signature: 'Signature',
  },
  photos: {
    /** Under a photo whose image could not be read. */
    unreadable: 'Image illisible.',
  },
} as const;
