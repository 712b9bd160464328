import { CONDITION_CHECK_MESSAGES } from '@locasuite/core';
import type { ConditionLeg } from '@locasuite/core';
import { syncListTexts } from '@locasuite/ui/field';

/**
 * The French texts of the work kept on the device (spec 3 §2.1 sync list, §4.2, §8; issue 15).
 * The spec's own: `Liste des états des lieux à synchroniser`, `Contrat`, `Matricule`,
 * `Synchroniser` (the kit's sync list words), and the locked form's message (core).
 */
export const syncTexts = {
  ...syncListTexts({ one: 'état des lieux', many: 'états des lieux', sent: ['envoi', 'envois'] }),
  /** spec 3 §2.1 */
  title: 'Liste des états des lieux à synchroniser',
  contract: 'Contrat',
  matricule: 'Matricule',
  /** The dashboard's button that opens the list. */
  open: (n: number) =>
    n === 0 ? 'États des lieux à synchroniser : aucun' : `États des lieux à synchroniser : ${n}`,
  what: 'Contenu',
  report: (leg: ConditionLeg) =>
    leg === 'DEPART' ? 'État des lieux de départ' : 'État des lieux de retour',
  photos: (n: number, leg: ConditionLeg) =>
    `${n > 1 ? `${n} photos` : '1 photo'} ${leg === 'DEPART' ? 'du départ' : 'du retour'}`,
  /** spec 3 §8 Locked by sync */
  locked: CONDITION_CHECK_MESSAGES.waitingSync,
  discardQuestion: (contract: string, matricule: string) =>
    `La copie gardée sur cet appareil pour le contrat ${contract}, matricule ${matricule}, sera supprimée définitivement. Le serveur ne l’a pas reçue. Continuer ?`,
  /** The dashboard's snackbar after a Finaliser without a connection. */
  storedOnDevice:
    'Pas de connexion : l’état des lieux est enregistré sur cet appareil et sera envoyé au retour du réseau.',
} as const;
