import { CONDITION_CHECK_MESSAGES } from '../etatdl/messages';

/**
 * The French texts of after-sales reports (spec 4 §2.1, §5, §8), character for character as the
 * spec writes them, spelling included (« séléction », « orde », « rencontré »). The server answers
 * its refusals with these texts and the page shows them; a test compares each with the spec.
 */
export const SAV_MESSAGES = {
  /** spec 4 §5 full validation and draft: the client. */
  clientRequired: "La séléction d'un client est obligatoire VOIR : INFORMATION CLIENT",
  /** spec 4 §5: the main technician. */
  technicianRequired: "La séléction d'un technicien est obligatoire VOIR : TECHNICIEN PRINCIPAL",
  /** spec 4 §5: the signature (unless signature_facultative is 1, §4.1). */
  signatureRequired: 'La signature est obligatoire VOIR : Signature',
  /** spec 4 §5: the machine, unless marked unknown. */
  machineRequired: "La séléction d'un materiel est obligatoire VOIR : INFORMATION MACHINE",
  /** spec 4 §5: a key of option Mandatory_keys left empty (our wording: the spec shows none). */
  mandatoryKeyRequired: (label: string) => `Le champ ${label} est obligatoire`,
  /** spec 4 §2.1, §8: a report waiting for synchronisation (red). */
  waitingSync: "L'orde est en attente de synchronisation et n'est plus modifiable.",
  /** spec 4 §8: e-mail success (green). */
  emailsSent: 'Email(s) envoyé(s)',
  /** spec 4 §8: e-mail failure (red): the failing addresses joined by dashes. */
  emailsFailed: (addresses: readonly string[]) =>
    `Erreur rencontré sur le(s) email(s) : ${addresses.join(' - ')}`,
  /** spec 4 §4.1: a report with status 140 or a signature is read-only (our wording). */
  readOnly:
    'Ce rapport est clôturé ou signé : il n’est plus modifiable. Pour le changer, créez-en une nouvelle version.',
  /** Issue 37 « Locked after signature »: a new version of a report that is still editable. */
  versionOfEditable:
    'Ce rapport n’est ni signé ni clôturé : modifiez-le directement, sans nouvelle version.',
  /** Issue 37: a signed report already has its new version (one per signed report). */
  versionExists: (number: string) =>
    `Ce rapport a déjà une nouvelle version (rapport ${number}) : modifiez ou versionnez celle-ci.`,
  /** Issue 37: what a new version's record says (the signed report it replaces). */
  versionNote: (number: string, signedAt: string, signer: string) =>
    `Nouvelle version du rapport ${number}${signedAt ? `, signé le ${signedAt}` : ''}${signer ? ` par ${signer}` : ''}.`,
  /** Issue 37: what a replaced report's record says. */
  replacedNote: (number: string) => `Remplacé par une nouvelle version : rapport ${number}.`,
  /** Our wording: a report edited from a version older than the stored one, fields on both sides. */
  conflict: (labels: readonly string[]) =>
    `Ce rapport a été modifié entre-temps. Champs modifiés des deux côtés : ${labels.join(', ')}.`,
  /** Our wording: the report asked for does not exist (any more). */
  notFound: 'Ce rapport n’existe pas ou a été supprimé.',
  // The server's refusals of a malformed call (ours; the spec words none).
  /** A report's device-made link (`_LINK MOTEUR`) that is not 8 to 64 letters, digits, - or _. */
  badLink: 'Le champ « _LINK MOTEUR » est invalide.',
  linesNotAList: 'Le champ « lignes » doit être une liste.',
  /** A line id already stored under another report. */
  lineOfOtherReport: (id: string) => `La ligne ${id} appartient déjà à un autre rapport.`,
  /** The SAV_2 copy is made of a validated report only. */
  onlyValidatedCopy: 'Seul un rapport validé (statut 140) a sa copie SAV_2.',
  badExtension: 'Extension de fichier invalide.',
  // The files' refusals, the same as the condition check's (the same file store and limits).
  fileTooLarge: CONDITION_CHECK_MESSAGES.fileTooLarge,
  notAPdf: CONDITION_CHECK_MESSAGES.notAPdf,
  photoNotFound: CONDITION_CHECK_MESSAGES.photoNotFound,
} as const;

/** spec 4 §5, §9: mandatory-field messages stay 3 seconds. */
export const SAV_MESSAGE_MS = 3000;
