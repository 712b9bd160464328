import type { SyncDialogTexts } from './SyncDialog';

/**
 * What a tool's sync list calls the work it keeps on the device. The sentences are written for
 * masculine nouns (« Aucun rapport », « Ces états des lieux sont gardés »).
 */
export interface SyncNouns {
  /** One piece, after « Aucun » (`rapport`, `état des lieux`). */
  readonly one: string;
  /** Several, after « Ces » and « les » (`rapports`, `états des lieux`). */
  readonly many: string;
  /** What the server received or refused, one and several; `one` and `many` when not given. */
  readonly sent?: readonly [one: string, many: string];
}

/** The sync list's texts that are the same in every tool but for its nouns. */
export type SyncListTexts = Omit<SyncDialogTexts<never>, 'title' | 'discardQuestion'>;

/**
 * The sync list's French texts for a tool's nouns: the tool adds its `title` and
 * `discardQuestion` (`{ ...syncListTexts({ one: 'rapport', many: 'rapports' }), title, … }`).
 */
export function syncListTexts(nouns: SyncNouns): SyncListTexts {
  const { one, many } = nouns;
  const [sentOne, sentMany] = nouns.sent ?? [one, many];
  return {
    sync: 'Synchroniser',
    state: 'État',
    actions: 'Actions',
    waiting: 'En attente d’envoi',
    otherUser: (user: string) => `En attente de la connexion de ${user}`,
    review: 'Refusé par le serveur : à vérifier',
    empty: `Aucun ${one} n’attend sur cet appareil.`,
    keptNote: `Ces ${many} sont gardés sur cet appareil jusqu’à ce que le serveur les ait reçus, même après une déconnexion.`,
    sent: (n: number) =>
      n > 1 ? `${n} ${sentMany} reçus par le serveur.` : `1 ${sentOne} reçu par le serveur.`,
    nothingSent: 'Rien n’a été envoyé.',
    offline: `Pas de réseau : la synchronisation reprendra dès le retour de la connexion. Les ${many} restent sur cet appareil.`,
    unreachable: (message: string) =>
      `Le serveur est injoignable : les ${many} restent sur cet appareil et seront envoyés au retour du réseau. (${message})`,
    stillReview: (n: number) =>
      n > 1
        ? `${n} ${sentMany} ont été refusés par le serveur : ils restent sur cet appareil, à vérifier.`
        : `1 ${sentOne} a été refusé par le serveur : il reste sur cet appareil, à vérifier.`,
    discard: 'Abandonner',
    discardTitle: 'Abandonner la copie de l’appareil',
  };
}
