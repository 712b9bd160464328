/**
 * The French texts of the PDF signer and of the double-authentication page (spec 3 §2.7, §2.8,
 * §5.6, §8), quoted as the spec writes them (`vérificartion`, `recus`, `déja`, `envoie` included);
 * the texts marked « ours » cover what the spec leaves open (DECISIONS.md).
 */
export const PDF_SIGNER_MESSAGES = {
  /** spec 3 §8 « Defined but unused »: used here for a link or code past its time. */
  expired: 'Le délai de signature de ce document est dépassé.',
  /** spec 3 §8: a second signature of the same file. */
  alreadySigned: 'Le document sélectionné est déja signé.',
  /** spec 3 §5.6, §8 (red). */
  wrongCode: 'Le code renseigné est incorrect',
  /** spec 3 §5.6 (green); §2.8 writes it with a final period. */
  validated: 'Votre signature est validé.',
  /** spec 3 §8 (green, 3 s). */
  mailSent: 'Email envoyé !',
  /** spec 3 §8 (red, 3 s), two spaces as written. */
  mailFailed: "Erreur l'émail  n'a pas été envoyé !",
  /** ours: a path outside the client files of the store. */
  pathOutside:
    'Ce chemin n’est pas celui d’un document client : seuls les contrats et factures des dossiers clients sont accessibles.',
  /** ours: a path with `..`, a backslash or an absolute path. */
  pathInvalid: 'Chemin de fichier invalide : il ne doit contenir ni « .. » ni chemin absolu.',
  /** ours. */
  notAPdf: 'Le fichier sélectionné n’est pas un PDF : seuls les documents PDF peuvent être signés.',
  /** ours. */
  missingFile: 'Document introuvable : il a peut-être été déplacé ou renommé. Rechargez la liste.',
  /** ours: the drawn signature. */
  notASignature: 'La signature envoyée doit être une image PNG dessinée sur le pavé de signature.',
  /** ours: a link id the server does not know. */
  unknownLink: 'Ce lien de signature est introuvable.',
  /** ours: the code asked before any was sent, or already used. */
  noCode: 'Aucun code en cours pour ce lien : demandez un nouveau code de vérification.',
  /** ours: the code's 5 wrong tries are spent (DECISIONS.md). */
  codeLocked:
    'Ce code est bloqué après 5 essais incorrects : demandez un nouveau code de vérification.',
  /** ours: the link's 20 wrong tries are spent (DECISIONS.md). */
  linkLocked:
    'Ce lien de signature est bloqué après 20 codes incorrects. Contactez votre agence pour recevoir un nouveau lien.',
  /** ours: the code's 10 minutes are over. */
  codeExpired:
    'Ce code a expiré (il est valable 10 minutes) : demandez un nouveau code de vérification.',
  /** ours: a resend asked too soon. */
  resendTooSoon: (seconds: number) =>
    `Un code vient d’être envoyé : vous pourrez en demander un nouveau dans ${seconds} secondes.`,
  /** ours: too many codes for one link. */
  tooManyCodes:
    'Trop de codes demandés pour ce lien. Contactez votre agence pour recevoir un nouveau lien.',
  /** ours: a signed file cannot be written over. */
  signedImmutable:
    'Ce document est signé : il ne peut être ni remplacé ni modifié. Une nouvelle version doit être un nouveau fichier.',
  /** ours: a signed file whose bytes no longer match its log. */
  altered:
    'Le document signé ne correspond plus à son journal de preuve : il n’est pas servi. Prévenez un administrateur.',
  /** ours: the verification page's answers. */
  authentic: 'Document authentique',
  unknownDocument: 'Document inconnu',
} as const;
