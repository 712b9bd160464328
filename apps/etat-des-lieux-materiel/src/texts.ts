import { CONDITION_CHECK_MESSAGES } from '@locasuite/core';

/**
 * Every French text of the condition-check tool (spec 3 §2.1–2.4, §5, §8), exact from the spec.
 * One section per part of the tool: the dashboard, the form, the PDF and its sharing.
 */

/** `25/11/2026 à 14:32`, in the device's time zone. */
function deviceDateTime(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} à ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The dashboard (spec 3 §2.1, §2.3, §2.4, §8). */
export const dashboardTexts = {
  // The title is the top bar's (the route in capitals, spec 1 §2).
  search: 'Recherche',
  searchPlaceholder: 'Contrat, matricule, client…',
  family: 'Famille / sous-famille',
  noFamily: CONDITION_CHECK_MESSAGES.noFamily,
  contractType: 'Type de contrat',
  technician: 'Technicien',
  allTechnicians: 'Tous les techniciens',
  agency: 'Agence',
  allAgencies: 'Toutes les agences',
  noAgency: CONDITION_CHECK_MESSAGES.noAgency,
  states: 'États',
  onlyToday: 'Afficher uniquement les interventions du jour',
  refresh: 'Actualiser',
  /** spec 3 §3.4: the list shown without a connection is the one kept on this device. */
  offline: (savedAt: number) =>
    `Hors connexion : données enregistrées sur cet appareil le ${deviceDateTime(savedAt)}.`,
  scan: 'Scanner un QR code',
  settings: 'Modifier le formulaire',
  filters: 'Filtres',
  tableLabel: 'États des lieux',
  select: 'Sélectionner',
  selectPage: 'Sélectionner la page',
  actions: 'Actions',
  waitingSync: 'En attente de synchronisation',
  open: 'Ouvrir',
  delete: 'Supprimer',
  deleteSelection: (n: number) => `Supprimer la sélection (${n})`,
  deleteTitle: 'Supprimer l’état des lieux',
  deleteOne: (contract: string, registration: string) =>
    `Supprimer l’état des lieux du contrat ${contract}, matricule ${registration} ? Ses contrôles de départ et de retour seront remis à zéro.`,
  deleteMany: (n: number) =>
    `Supprimer ${n} états des lieux ? Leurs contrôles de départ et de retour seront remis à zéro.`,
  deletedOne: 'État des lieux supprimé.',
  deletedMany: (n: number) => `${n} états des lieux supprimés.`,
  /** Finaliser reached the server (the dashboard snackbar, spec 3 §8: its text is ours). */
  saved: 'État des lieux enregistré.',
  sortBy: (label: string) => `Trier par ${label}`,
  noContract: CONDITION_CHECK_MESSAGES.noContract,
  loadFailed: 'La liste des états des lieux n’a pas pu être chargée.',
  rowsPerPage: 'Lignes par page',
  displayedRows: (from: number, to: number, count: number) => `${from}–${to} sur ${count}`,
  contract: 'Contrat',
  registration: 'Matricule',
  /** The list's columns when the server has none (`get_headers_table` empty), and the state's. */
  columnCustomer: 'Client',
  columnDeparture: 'Date de départ',
  columnReturn: 'Date de retour',
  columnState: 'État',
  /** spec 3 §6 « type=disconnection »: the session had ended (the shell asked to sign in again). */
  disconnected: 'Votre session avait expiré : vous êtes de nouveau connecté(e).',
  /** spec 3 §6 « type=redirect »: sent back to the list from another address. */
  redirected: 'Vous avez été redirigé(e) vers la liste des états des lieux.',
  /** The QR scanner (spec 3 §2.4, §8). */
  scanTitle: 'Scanner un QR code',
  scanHint: 'Placez le QR code du matériel dans le cadre.',
  scanUnreadable: 'Ce QR code ne contient ni contrat ni matricule.',
  scanVideo: 'Image de la caméra',
  /** The settings dialog « Modifier le formulaire » (spec 3 §2.3). */
  userName: 'Nom d’utilisateur',
  userAgency: 'Agence',
  noUserAgency: 'Aucune',
  customFields: 'Champs personnalisés',
  fieldName: 'Champ',
  fieldDeparture: 'Libellé départ',
  fieldReturn: 'Libellé retour',
  fieldShown: 'Afficher',
  showField: (name: string) => `Afficher « ${name} »`,
  update: 'Mettre à jour',
  updated: 'Paramètres mis à jour.',
  settingsFailed: 'Les paramètres n’ont pas pu être chargés.',
} as const;

/** The form (spec 3 §2.2, §5.1–5.3, §8). */
export const formTexts = {
  /** The dialog's title: the item (short enough for a phone's bar; the state is beside it). */
  title: (contract: string, registration: string) => `${contract} / ${registration}`,
  loadFailed: 'L’état des lieux n’a pas pu être chargé.',
  notFound: (contract: string, registration: string) =>
    `Aucun état des lieux pour le contrat ${contract} et le matricule ${registration}.`,
  departure: 'Départ',
  return: 'Retour',
  sections: {
    header: 'Société et agence',
    customer: 'Client',
    equipment: 'Matériel',
    checklist: 'Check-list',
    dates: 'Dates',
    meters: 'Compteurs et niveaux',
    photos: 'Photos',
    observations: 'Observations',
    customFields: 'Champs complémentaires',
    comments: 'Commentaires',
    signatures: 'Contrôle et signatures',
  },
  // 1 Header (spec 3 §3.4 Company and Agency).
  companyLogo: 'Logo de la société',
  companySecondLogo: 'Second logo de la société',
  siret: 'SIRET',
  ape: 'APE',
  vat: 'TVA',
  capital: 'Capital',
  // 2 Customer block (spec 3 §2.2 section 2), read-only.
  customer: {
    company: 'Société',
    address: 'Adresse',
    postcode: 'Code postal',
    city: 'Ville',
    phone: 'Téléphone de livraison',
    contact: 'Contact de livraison',
    deliveryComment: 'Commentaire de livraison',
    description: 'Description',
  },
  // 3 Equipment, preparation, equipment list.
  equipment: {
    registration: 'Matricule',
    family: 'Famille',
    subFamily: 'Sous-famille',
    brand: 'Marque',
    type: 'Type',
    serial: 'Numéro de série',
    preparation: 'Préparation',
    technician: 'Technicien de préparation',
    departureDate: 'Départ prévu',
    returnDate: 'Retour prévu',
    training: 'Formation',
    weight: 'Poids (kg)',
    list: 'Équipements',
    listEmpty: 'Aucun équipement ajouté.',
    itemDescription: 'Désignation',
    itemRegistration: 'Matricule de l’équipement',
    remove: (registration: string) => `Retirer l’équipement ${registration}`,
    search: 'Rechercher un équipement',
    searchHint: 'Au moins 3 caractères.',
    add: 'Ajouter',
    addLabel: (registration: string) => `Ajouter l’équipement ${registration}`,
  },
  // 4 Checklist.
  checklist: {
    designation: 'Désignation',
    empty: 'Aucune ligne de check-list pour ce matériel.',
    multipleHint: 'Plusieurs valeurs possibles.',
    cell: (designation: string, leg: string) => `${designation} (${leg})`,
    difference: 'Écart',
  },
  // 5 Dates.
  dates: {
    departureValidation: 'Date de validation du départ',
    returnValidation: 'Date de validation du retour',
    departureTime: 'Heure de départ',
    returnTime: 'Heure de retour',
    timeHint: 'Par exemple 08H30',
    /** A date field shows the day the French way, whatever the browser's language (ours). */
    dayHint: 'JJ/MM/AAAA',
    dayInvalid: 'Date attendue au format JJ/MM/AAAA.',
  },
  // 6 Meters and levels.
  meters: {
    kilometre: 'Kilomètre',
    horametre: 'Horamètre',
    gas: 'Niveau de carburant',
    adblue: 'Niveau d’AdBlue',
    level: (eighths: number) => `${eighths}/8`,
    noLevel: 'Non renseigné',
    field: (label: string, leg: string) => `${label} ${leg.toLowerCase()}`,
  },
  // 7 Photos: the photo section plugs in here.
  photos: {
    count: (leg: string, n: number) =>
      `Photos ${leg === 'Départ' ? 'de départ' : 'de retour'} : ${n}`,
  },
  // 8 Observations (free text; the drawing plugs in beside).
  observations: {
    departure: 'Observations au départ',
    return: 'Observations au retour',
  },
  // 9 Custom fields.
  customFieldsEmpty: 'Aucun champ complémentaire.',
  // 10 Comments and the error toggle.
  comments: {
    techDeparture: 'Commentaire du technicien au départ',
    techReturn: 'Commentaire du technicien au retour',
    rental: 'Commentaire de location',
    internal: 'Commentaire interne',
    error: 'Signaler une erreur sur le contrat',
  },
  // 11 Controller, signer, signatures.
  signatures: {
    controller: (leg: string) => `Contrôleur ${leg.toLowerCase()}`,
    signer: (leg: string) => `Signataire ${leg.toLowerCase()}`,
    signature: (leg: string) => `Signature ${leg.toLowerCase()}`,
    pad: (label: string) => `${label} : zone de dessin`,
    undo: 'Annuler le dernier trait',
    clear: 'Effacer',
    saved: (label: string) => `${label} enregistrée`,
    resign: 'Signer à nouveau',
    copyTo: (address: string) => `Copie des signatures envoyée à ${address}`,
  },
  // « Écarts constatés » (issue 14 « Beyond the old tool »).
  differences: 'Écarts constatés',
  // The PDF's title, printed at its top and in its name (spec 3 §7.1 {contract}_{registration}_{TITLE}).
  pdfTitle: 'État des lieux',
  // Actions (spec 3 §2.2 Actions).
  actions: {
    openPdf: 'Ouvrir en PDF',
    shareByEmail: 'Partager par email',
    /** Ours: the customer signs the report remotely (spec 3 §2.5, §7.1 send_signature_request). */
    sendForSignature: 'Envoyer pour signature',
    pdfFailed: (reason: string) => `Le PDF n’a pas pu être créé : ${reason}`,
    finalize: 'Finaliser',
    unlock: 'Déverrouiller',
    lock: 'Verrouiller',
  },
  state: (label: string) => `État : ${label}`,
  // Unlock dialog (spec 3 §2.2 "unlock for editing (password dialog)", §4.1).
  unlock: {
    title: 'Mode édition',
    text: 'Saisissez votre mot de passe pour modifier cet état des lieux.',
    password: 'Mot de passe',
    confirm: 'Déverrouiller',
    done: 'Mode édition activé.',
  },
  // Close with unsaved changes (spec 3 §2.2 "close (confirmation that unsaved changes are lost)").
  closeConfirm: {
    title: 'Fermer le formulaire',
    message: 'Les modifications non enregistrées seront perdues. Fermer quand même ?',
  },
  // A stale save (409): the typing stays, a reload is offered.
  reload: 'Recharger la fiche',
  saving: 'Enregistrement…',
} as const;

/** The PDF and its sharing by email (spec 3 §2.2 actions, §8, §9). */
export const pdfTexts = {
  // Filled with the PDF.
} as const;

export const etatdlTexts = {
  dashboard: dashboardTexts,
  form: formTexts,
  pdf: pdfTexts,
} as const;
