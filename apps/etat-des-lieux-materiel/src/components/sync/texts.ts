import { CONDITION_CHECK_MESSAGES } from '@locasuite/core';
import type { ConditionLeg } from '@locasuite/core';

/**
 * The French texts of the work kept on the device (spec 3 §2.1 sync list, §4.2, §8; issue 15).
 * The spec's own: `Liste des états des lieux à synchroniser`, `Contrat`, `Matricule`,
 * `Synchroniser`, and the locked form's message (core).
 */
export const syncTexts = {
  /** spec 3 §2.1 */
  title: 'Liste des états des lieux à synchroniser',
  contract: 'Contrat',
  matricule: 'Matricule',
  sync: 'Synchroniser',
  /** The dashboard's button that opens the list. */
  open: (n: number) =>
    n === 0 ? 'États des lieux à synchroniser : aucun' : `États des lieux à synchroniser : ${n}`,
  what: 'Contenu',
  state: 'État',
  actions: 'Actions',
  report: (leg: ConditionLeg) =>
    leg === 'DEPART' ? 'État des lieux de départ' : 'État des lieux de retour',
  photos: (n: number, leg: ConditionLeg) =>
    `${n > 1 ? `${n} photos` : '1 photo'} ${leg === 'DEPART' ? 'du départ' : 'du retour'}`,
  waiting: 'En attente d’envoi',
  otherUser: (user: string) => `En attente de la connexion de ${user}`,
  review: 'Refusé par le serveur : à vérifier',
  empty: 'Aucun état des lieux n’attend sur cet appareil.',
  keptNote:
    'Ces états des lieux sont gardés sur cet appareil jusqu’à ce que le serveur les ait reçus, même après une déconnexion.',
  /** spec 3 §8 Locked by sync */
  locked: CONDITION_CHECK_MESSAGES.waitingSync,
  sent: (n: number) =>
    n > 1 ? `${n} envois reçus par le serveur.` : '1 envoi reçu par le serveur.',
  nothingSent: 'Rien n’a été envoyé.',
  /** Synchroniser on a device without network (ours: spec 3 §8 has no text for it). */
  offline:
    'Pas de réseau : la synchronisation reprendra dès le retour de la connexion. Les états des lieux restent sur cet appareil.',
  unreachable: (message: string) =>
    `Le serveur est injoignable : les états des lieux restent sur cet appareil et seront envoyés au retour du réseau. (${message})`,
  stillReview: (n: number) =>
    n > 1
      ? `${n} envois ont été refusés par le serveur : ils restent sur cet appareil, à vérifier.`
      : '1 envoi a été refusé par le serveur : il reste sur cet appareil, à vérifier.',
  discard: 'Abandonner',
  discardTitle: 'Abandonner la copie de l’appareil',
  discardQuestion: (contract: string, matricule: string) =>
    `La copie gardée sur cet appareil pour le contrat ${contract}, matricule ${matricule}, sera supprimée définitivement. Le serveur ne l’a pas reçue. Continuer ?`,
  /** The dashboard's snackbar after a Finaliser without a connection. */
  storedOnDevice:
    'Pas de connexion : l’état des lieux est enregistré sur cet appareil et sera envoyé au retour du réseau.',
} as const;
