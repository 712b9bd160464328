/**
 * The French texts of the PDF's sharing (spec 3 §2.2 actions, §5.3, §8). The spec gives `Ajouter`,
 * `Envoyer` and `Envoyer or de retour`; the snackbars' texts are core's (CONDITION_CHECK_MESSAGES);
 * the rest is ours.
 */
export const shareTexts = {
  dialogTitle: 'Envoyer le PDF par email',
  /** spec 3 §2.2 "recipient list dialog". */
  recipients: 'Destinataires',
  address: 'Adresse email',
  add: 'Ajouter',
  send: 'Envoyer',
  remove: (address: string) => `Retirer ${address}`,
  invalidAddress: 'Cette adresse email n’est pas valide.',
  alreadyListed: 'Cette adresse est déjà dans la liste.',
  noRecipient: 'Aucun destinataire : ajoutez une adresse.',
  recipientsFailed: 'Les adresses du client n’ont pas pu être chargées.',
  /** spec 3 §5.3 "Only preloaded photos are attached to emails (a warning says so)". */
  photosWarning: (n: number) =>
    n === 0
      ? 'Seules les photos déjà chargées sont jointes au mail : aucune ne l’est, le PDF part seul.'
      : `Seules les photos déjà chargées sont jointes au mail (${n} photo${n > 1 ? 's' : ''}).`,
  sending: 'Envoi en cours…',
  /** The signature request's dialog (spec 3 §2.5, §7.1 send_signature_request; ours). */
  signatureTitle: (leg: 'DEPART' | 'RETOUR') =>
    `Envoyer l’état des lieux de ${leg === 'DEPART' ? 'départ' : 'retour'} pour signature`,
  signatureInfo:
    'Chaque destinataire reçoit le PDF et un lien pour le signer en ligne, valable 7 jours. La signature sera ajoutée à l’état des lieux.',
  /** spec 3 §2.2 'Envoyer or de retour'. */
  returnOrder: 'Envoyer or de retour',
  /** The order reloads the form: not over changes not saved yet (ours). */
  returnOrderUnsaved:
    'Enregistrez d’abord les modifications de la fiche : l’envoi de l’OR la recharge.',
} as const;
