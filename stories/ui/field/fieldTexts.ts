// The words the field kit's stories give the parts: a new tool writes its own in its texts.ts.
// They are those of an after-sales report, to show that nothing in the kit is the condition check's.

export const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const photoTexts = {
  none: 'Aucune photo enregistrée',
  count: (n: number, max: number | null) =>
    max === null ? `${n} photo${n > 1 ? 's' : ''}` : `${n} / ${max} photos`,
  add: 'Ajouter des photos',
  camera: 'Prendre une photo',
  sending: 'Envoi des photos…',
  loadFailed: 'Les photos n’ont pas pu être chargées.',
  waitingTitle: (n: number) =>
    n > 1 ? `${n} photos en attente d’envoi` : '1 photo en attente d’envoi',
  waitingAlt: (n: number) => `Photo ${n} en attente d’envoi`,
  open: (n: number) => `Voir la photo ${n}`,
  previous: 'Photo précédente',
  next: 'Photo suivante',
  position: (i: number, n: number) => `Photo ${i} sur ${n}`,
  download: 'Télécharger',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer la photo',
  deleteQuestion: (name: string) => `Supprimer définitivement la photo ${name} ?`,
} as const;

export const signatureTexts = {
  pad: (label: string) => `${label} : zone de dessin`,
  saved: (label: string) => `${label} enregistrée`,
  undo: 'Annuler le dernier trait',
  clear: 'Effacer',
  resign: 'Signer à nouveau',
} as const;

export const shareTexts = {
  recipients: 'Destinataires',
  address: 'Adresse email',
  add: 'Ajouter',
  send: 'Envoyer',
  remove: (address: string) => `Retirer ${address}`,
  invalidAddress: 'Cette adresse email n’est pas valide.',
  alreadyListed: 'Cette adresse est déjà dans la liste.',
  noRecipient: 'Aucun destinataire : ajoutez une adresse.',
  recipientsFailed: 'Les adresses du client n’ont pas pu être chargées.',
  sending: 'Envoi en cours…',
} as const;

export const qrTexts = {
  title: 'Scanner un QR code',
  hint: 'Placez le QR code du vélo dans le cadre.',
  unreadable: 'Ce QR code ne désigne aucun vélo.',
  video: 'Image de la caméra',
} as const;
