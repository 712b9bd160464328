import { REMOTE_SIGNATURE_MESSAGES as S } from '@locasuite/core';

/**
 * The French texts of the customers' signature page (spec 3 §2.5, §5.4). The spec quotes
 * `Nom du signataire *`, `Nom du signataire obligatoire`, `Oui` and `Non`; views 3, 4 and 5 are
 * core's REMOTE_SIGNATURE_MESSAGES (the server refuses with the same words); the rest is ours.
 */
export const signatureTexts = {
  title: 'Signature de l’état des lieux',
  loading: 'Chargement de la demande de signature…',
  contract: 'Contrat',
  registration: 'Matricule',
  intro:
    'Vous avez reçu l’état des lieux de ce matériel par email. Consultez-le, puis signez-le ci-dessous.',
  /** The report this link asks to sign (get_signature_pdf). */
  openDocument: 'Voir l’état des lieux (PDF)',
  openingDocument: 'Ouverture de l’état des lieux…',
  /** Until when the link may be signed (the server's END_DATE). */
  validUntil: S.validUntil,
  /** The report could not be fetched: the server is out of reach. */
  documentUnreachable:
    'L’état des lieux n’a pas pu être ouvert : le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  sign: 'Signer l’état des lieux',
  dialogTitle: 'Signature',
  /** spec 3 §2.5. */
  signerLabel: S.signerLabel,
  /** spec 3 §5.4. */
  signerRequired: S.signerRequired,
  pad: 'Signature du client',
  drawPrompt: 'Signez dans le cadre avec le doigt, un stylet ou la souris.',
  signatureRequired: 'Signature obligatoire : dessinez votre signature dans le cadre.',
  validate: 'Valider',
  /** spec 3 §2.5 "A final confirmation says the action is irreversible". */
  confirmTitle: 'Confirmer la signature',
  confirmMessage:
    'Attention : cette action est irréversible. Une fois validée, la signature ne pourra plus être modifiée. Voulez-vous signer l’état des lieux ?',
  saving: 'Enregistrement de la signature…',
  /** spec 3 §2.5 view 2. */
  savedTitle: 'Signature enregistrée',
  saved: 'Merci : votre signature a bien été enregistrée. Vous pouvez fermer cette page.',
  /** spec 3 §2.5 view 3. */
  errorTitle: 'Une erreur est survenue',
  error: 'Aucune modification ni signature n’a été ajoutée au document.',
  /** spec 3 §2.5 view 4. */
  alreadySignedTitle: 'Document déjà signé',
  alreadySigned: S.alreadySigned,
  /** Who signed the request (through this link or another recipient's), and when. */
  signedBy: S.signedBy,
  /** spec 3 §2.5 view 5. */
  expiredTitle: 'Lien expiré',
  expired: S.expired,
  expiredHelp: 'Demandez à votre agence de vous envoyer un nouveau lien de signature.',
  /** The server could not be reached: the signature was not sent. */
  notSent:
    'La signature n’a pas été envoyée : le serveur est injoignable. Vérifiez votre connexion et réessayez.',
} as const;
