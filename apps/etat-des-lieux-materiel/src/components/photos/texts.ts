import { CONDITION_CHECK_MESSAGES } from '@locasuite/core';
import type { ConditionLeg } from '@locasuite/core';

/**
 * The French texts of the form's photos (spec 3 §2.2 section 7, §5.3, §8, §9). The spec's own
 * texts come from core (`Aucune photo enregistrée`; `Nombre maximum de photos sélectionnées {n}`
 * comes with core's `limitConditionPhotos`); the others are ours.
 */
export const photoTexts = {
  title: (leg: ConditionLeg) => (leg === 'DEPART' ? 'Photos du départ' : 'Photos du retour'),
  /** spec 3 §8 empty state. */
  none: CONDITION_CHECK_MESSAGES.noPhoto,
  count: (n: number, max: number | null) =>
    max === null ? `${n} photo${n > 1 ? 's' : ''}` : `${n} / ${max} photos`,
  add: 'Ajouter des photos',
  camera: 'Prendre une photo',
  sending: 'Envoi des photos…',
  /** spec 3 §5.3 "Accepted types: png and jpeg", judged by content. */
  notAnImage: (name: string) =>
    `Le fichier « ${name} » n’est ni une image PNG ni une image JPEG : il n’a pas été ajouté.`,
  unreadable: (name: string) =>
    `La photo « ${name} » n’a pas pu être lue : elle n’a pas été ajoutée.`,
  added: (n: number) => (n > 1 ? `${n} photos enregistrées.` : 'Photo enregistrée.'),
  deleted: 'Photo supprimée.',
  /** Taken without a connection: kept on the device, sent by the next sync (issue 15). */
  keptOnDevice: (n: number) =>
    n > 1
      ? `Pas de connexion : ${n} photos sont gardées sur cet appareil et seront envoyées au retour du réseau.`
      : 'Pas de connexion : la photo est gardée sur cet appareil et sera envoyée au retour du réseau.',
  waitingTitle: (n: number) =>
    n > 1 ? `${n} photos en attente d’envoi` : '1 photo en attente d’envoi',
  waitingAlt: (n: number) => `Photo ${n} en attente d’envoi`,
  loadFailed: 'Les photos n’ont pas pu être chargées.',
  /** spec 3 §5.3 "If no return photos exist, the user is asked whether to reuse the departure photos". */
  reuseQuestion: (n: number) =>
    `Aucune photo de retour. Reprendre ${n > 1 ? `les ${n} photos` : 'la photo'} du départ ?`,
  reused: (n: number) =>
    n > 1 ? `${n} photos du départ reprises au retour.` : 'Photo du départ reprise au retour.',
  open: (n: number) => `Voir la photo ${n}`,
  viewer: (leg: ConditionLeg) => (leg === 'DEPART' ? 'Photos du départ' : 'Photos du retour'),
  previous: 'Photo précédente',
  next: 'Photo suivante',
  position: (i: number, n: number) => `Photo ${i} sur ${n}`,
  download: 'Télécharger',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer la photo',
  deleteQuestion: (name: string) => `Supprimer définitivement la photo ${name} ?`,
} as const;
