import { RECORD_MESSAGES } from '../api/recordMessages';

/**
 * The French texts of the equipment condition check (spec 3 §4.1, §5, §8, §9), character for
 * character as the spec writes them, spelling included (« kilometre », « Erreur rencontré »,
 * « l'émail », « enregistré »). The server answers its refusals with these texts and the pages
 * show them; a test compares each one with the spec.
 */
export const CONDITION_CHECK_MESSAGES = {
  /** spec 3 §5.1 rule 1. */
  returnOptionMissing: (designation: string) => `Option de retour ${designation} manquante.`,
  /** spec 3 §5.2 rule 1. */
  departureOptionMissing: (designation: string) => `Option de départ ${designation} manquante.`,
  /** spec 3 §5.1 rule 2, §5.2 rule 2. */
  minimumPhotos: (n: number) => `Minimum de ${n} photos obligatoire !`,
  /** spec 3 §5.1 rule 3. */
  kilometreBelowDeparture:
    'Nombre de kilomètre de départ supérieur au nombre de kilometre de retour.',
  /** spec 3 §5.1 rule 4. */
  hourMeterBelowDeparture: 'Compteur horaire de départ supérieur au compteur horaire de retour.',
  /** spec 3 §5.1 rule 5, §5.2 rule 3. */
  fieldMissing: (label: string) => `${label} manquant(e).`,
  /** spec 3 §5.3, §8. */
  maximumPhotos: (n: number) => `Nombre maximum de photos sélectionnées ${n}`,
  /** spec 3 §4.1, §8. */
  waitingSync: "L'état des lieux est en attente de synchronisation et n'est plus modifiable.",
  /** spec 3 §8, email success (green, 10 s). */
  returnWorkOrderSent: 'OR de retour envoyé !',
  emailsSent: 'Email(s) envoyé(s) !',
  emailSent: 'Email envoyé !',
  /** spec 3 §8, email failure (red, 10 s): the addresses joined by ' - '. */
  emailsFailed: (addresses: readonly string[]) =>
    `Erreur rencontré sur le(s) email(s) : ${addresses.join(' - ')}`,
  emailFailed: "Erreur l'émail n'a pas été envoyé !",
  /** spec 3 §8, empty states. */
  noContract: 'Aucun contrat trouvé',
  noMatchingEquipment: 'Aucun équipement ne correspond à votre recherche',
  noPhoto: 'Aucune photo enregistrée',
  noFamily: 'Aucune famille / sous famille enregistré',
  noAgency: 'Aucune agence enregistré',
  unknownEquipment: 'Équipement inconnu',
  /** spec 3 §8, QR camera (English in the spec). */
  cameraNotAllowed: 'Hey! I need access to your camera',
  cameraNotFound: 'Do you even have a camera on your device?',
  /** spec 3 §8 "otherwise UNKNOWN ERROR plus the message". */
  cameraUnknown: (message: string) => `UNKNOWN ERROR: ${message}`,
  // The spec names the three camera cases below without their texts; ours, in the same tone.
  cameraInsecure: 'The camera only works on a secure page (HTTPS or localhost).',
  cameraInUse: 'Is your camera already in use by another application?',
  cameraConstraints: 'No camera on this device matches the requested settings.',
  /** spec 3 §9: the label of each extra PDF page. */
  departurePhoto: 'Photo de départ',
  returnPhoto: 'Photo de retour',
  /** Issue 14: under each photo of the PDF, when it was taken and where (ours). */
  photoTakenAt: (dateTime: string) => `Prise le ${dateTime}`,
  photoPosition: (latitude: string, longitude: string) =>
    `Position GPS : ${latitude}, ${longitude}`,
  /** spec 3 §2.2 section 11, §5.3: the toggle that makes the signer optional. */
  signerOptional: 'signataire facultatif',
  // The spec gives no text for the state refusals below (§4.1 only says "locked"); ours.
  /** spec 3 §4.1: Terminé, both sections locked until edit mode is unlocked. */
  finishedLocked: 'L’état des lieux est terminé : déverrouillez-le pour le modifier.',
  /** spec 3 §4.1: Livrer (attente), both sections locked until edit mode is unlocked. */
  toDeliverLocked:
    'L’état des lieux est en attente de livraison : déverrouillez-le pour le modifier.',
  /** spec 3 §4.1: Reprise, departure locked until edit mode is unlocked. */
  departureLocked:
    'Le départ est déjà enregistré : déverrouillez l’état des lieux pour le modifier.',
  /** spec 3 §4.1: Départ, the return is locked until the departure is saved. */
  departureFirst: 'Le départ doit être enregistré avant le retour.',
  /** A departure save on a finished record would reopen its return (CR 1 → 0). */
  returnDone: 'Le retour est déjà enregistré : enregistrez le retour avec le départ.',
  // Issue 15: a save id (core `saveId()`) names one save of one person on one record; ours.
  /** The id already named a save of another record (or of another leg's photos). */
  saveIdOtherRecord:
    'Cet identifiant d’enregistrement (saveId) a déjà servi pour une autre fiche : cet enregistrement n’a pas été appliqué, envoyez-le avec un nouvel identifiant.',
  /** The id already named a save of another person. */
  saveIdOtherUser:
    'Cet identifiant d’enregistrement (saveId) a déjà servi à une autre personne : cet enregistrement n’a pas été appliqué, envoyez-le avec un nouvel identifiant.',
  /** The id already named a save made by another call. */
  saveIdOtherCall:
    'Cet identifiant d’enregistrement (saveId) a déjà servi pour un autre appel : générez-en un nouveau.',
  // The server's refusals of the condition check's calls (spec 3 §7.1); the spec words none, ours.
  recordNotFound: (id: unknown) => `État des lieux introuvable : ${String(id)}.`,
  itemNotFound: (contract: unknown, registration: unknown) =>
    `Aucun état des lieux pour le contrat ${String(contract)} et le matricule ${String(registration)}.`,
  recordMismatch:
    'Le contrat ou le matricule envoyé ne correspond pas à cet état des lieux : rechargez la liste.',
  contractNotFound: RECORD_MESSAGES.contractNotFound,
  badControls:
    'Les contrôles envoyés ne correspondent à aucun enregistrement : départ (CD 1, CR 0), retour (CD 1, CR 1) ou suppression (contrôles vides).',
  fieldNotWritable: (key: string) => `Le champ « ${key} » ne peut pas être modifié.`,
  fieldTooLong: (key: string) => `Le champ « ${key} » est trop long.`,
  checklistUnreadable: 'La check-list envoyée est illisible.',
  /** A checklist cell outside its line's CLD_SELECTION (spec 3 §3.2). */
  valueNotAllowed: (designation: string, value: string, allowed: readonly string[]) =>
    `La valeur « ${value} » n’est pas permise pour « ${designation} » : ${allowedValuesText(allowed)}.`,
  oneValueOnly: (designation: string) =>
    `Une seule valeur est permise pour « ${designation} » (sélection multiple désactivée).`,
  notAnImage: (n: number) => `La photo n° ${n} n’est ni une image PNG ni une image JPEG.`,
  photoTooLarge: (n: number) => `La photo n° ${n} dépasse 5 Mo.`,
  fileUnreadable: 'Le fichier envoyé est illisible : un texte base64 ou une data URL est attendu.',
  fileTooLarge: 'Le fichier dépasse 20 Mo.',
  notAPdf: 'Le fichier envoyé n’est pas un PDF.',
  photoNotFound: 'Photo introuvable.',
  pdfNotFound: 'Aucun PDF enregistré pour cet état des lieux.',
  pathOutside: 'Chemin de fichier invalide : les fichiers des états des lieux sont sous LOCATION/.',
  workOrderNotFound: (id: unknown) => `Ordre de réparation introuvable : ${String(id)}.`,
  workOrderNotReady:
    'L’OR de retour ne peut être envoyé qu’une fois le retour contrôlé, avec un OR et les caractéristiques du matériel.',
  workOrderAlreadySent: 'L’OR de retour a déjà été envoyé.',
  customFieldNotFound: (key: unknown) => `Champ personnalisé introuvable : ${String(key)}.`,
  unknownAgency: RECORD_MESSAGES.unknownAgency,
  userName: 'Le nom d’utilisateur doit faire de 1 à 100 caractères.',
  ownAccountOnly: 'Vous ne pouvez modifier que votre propre compte.',
  wrongPassword: 'Mot de passe incorrect : le mode édition reste verrouillé.',
  alertOff: 'L’alerte d’état des lieux non signé n’est pas activée (option sendAlertNotSigned).',
  alertItemMissing:
    'Le champ « dataForm » doit nommer le contrat et le matricule (CLD_NUM_CONTRAT, CLD_MATRICULE).',
  clientNotFound: RECORD_MESSAGES.clientNotFound,
  companyNotFound: RECORD_MESSAGES.companyNotFound,
  equipmentNotFound: (m: unknown) => `Matricule introuvable : ${String(m)}.`,
  /** Returned equipment (`creat_returned_material`, `edit_returned_material`). */
  returnedContractClosed: (contract: string) =>
    `Le contrat ${contract} est un devis ou est annulé : aucun matériel ne peut y être rentré.`,
  returnedAlreadyChecked: (contract: string, registration: string) =>
    `Le matricule ${registration} a déjà un état des lieux sur le contrat ${contract} : enregistrez son retour depuis sa fiche.`,
  notReturned:
    'Cet état des lieux n’est pas terminé : enregistrez son retour depuis sa fiche avant de le modifier ici.',
  controlsKept:
    'Un matériel rentré garde ses contrôles (départ 1, retour 1) : pour le rouvrir ou le supprimer, enregistrez sa fiche.',
  /** Photo tags (`set_tags`, core `PHOTO_TAGS_MAX`, `PHOTO_TAG_MAX_LENGTH`). */
  tagsNotOnAPhoto: 'Seules les photos d’un état des lieux (…/PHOTOS/…) portent des étiquettes.',
  tooManyTags: (max: number) => `Une photo porte ${max} étiquettes au plus.`,
  tagTooLong: (max: number) => `Une étiquette fait ${max} caractères au plus.`,
} as const;

/** `valeurs permises « A », « B » ou « C »`, or that none is permitted. */
function allowedValuesText(values: readonly string[]): string {
  if (values.length === 0) return 'aucune valeur n’est permise';
  const quoted = values.map((v) => `« ${v} »`);
  const text =
    quoted.length === 1
      ? quoted[0]
      : `${quoted.slice(0, -1).join(', ')} ou ${quoted[quoted.length - 1]}`;
  return `valeurs permises ${text}`;
}

/**
 * The labels of the fields that §5.1 rule 5 and §5.2 rule 3 require (« {field label}
 * manquant(e). »). The spec does not show them; ours, and the form shows the same labels.
 */
export const CONDITION_FIELD_LABELS = {
  CLD_NUM_CONTRAT: 'Numéro de contrat',
  CLD_DATE_DEPART_VALIDATION: 'Date de validation du départ',
  CLD_DATE_RETOUR_VALIDATION: 'Date de validation du retour',
  CLD_CONTROLEUR_DEPART: 'Contrôleur départ',
  CLD_CONTROLEUR_RETOUR: 'Contrôleur retour',
  CLD_SIGNATAIRE_DEPART: 'Signataire départ',
  CLD_SIGNATAIRE_RETOUR: 'Signataire retour',
  CLD_SIGNATURE_DEPART: 'Signature départ',
  CLD_SIGNATURE_RETOUR: 'Signature retour',
} as const;

/**
 * Issue 14 « Écarts constatés »: the summary of what changed during the rental, ours. Only
 * characters of the PDF standard fonts (WinAnsi: « », no-break space, ASCII signs), so the same
 * lines print in the PDF.
 */
export const CONDITION_DIFFERENCE_TEXTS = {
  title: 'Écarts constatés',
  none: 'Aucun écart constaté',
  /** A checklist value that is empty. */
  empty: 'non renseigné',
  kilometre: 'Kilométrage',
  horametre: 'Horamètre',
  gas: 'Carburant',
  adblue: 'AdBlue',
  /** `Rétroviseur : « OK » au départ, « Abîmé » au retour`. */
  checklistLine: (designation: string, departure: string, ret: string) =>
    `${designation} : ${departure} au départ, ${ret} au retour`,
  /** `Kilométrage : +412 km (12 300 au départ, 12 712 au retour)`. */
  readingLine: (label: string, delta: string, departure: string, ret: string) =>
    `${label} : ${delta} (${departure} au départ, ${ret} au retour)`,
  /** A reading on one side only: `Carburant : non renseigné au départ, 0/8 au retour`. */
  sidesLine: (label: string, departure: string, ret: string) =>
    `${label} : ${departure} au départ, ${ret} au retour`,
  /** `Observation au retour : « Rayure sur le godet »`, with the departure's when it had one. */
  observationLine: (ret: string, departure: string | null) =>
    `Observation au retour : ${ret}${departure === null ? '' : ` (au départ : ${departure})`}`,
  /** `Dommages dessinés au retour : 2 nouvelles marques`. */
  marksLine: (n: number) =>
    `Dommages dessinés au retour : ${n > 1 ? `${n} nouvelles marques` : '1 nouvelle marque'}`,
  /** `Photos du retour : 2 nouvelles photos`. */
  photosLine: (n: number) =>
    `Photos du retour : ${n > 1 ? `${n} nouvelles photos` : '1 nouvelle photo'}`,
} as const;

/**
 * spec 3 §4.1 states, in the order of the dashboard's status filters (§2.1: Départ, Reprise,
 * Terminé are indices 0, 2 and 3).
 */
export const CONDITION_STATE_LABELS = {
  departure: 'Départ',
  toDeliver: 'Livrer (attente)',
  return: 'Reprise',
  finished: 'Terminé',
  waiting: 'En attente',
} as const;
