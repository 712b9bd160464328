import { agencyRecord, clientRecord, statisticDefinitionRecord } from '../records';
import { anyList, fieldList } from '../answers';
import { defineFamily } from '../defineFamily';
import { jsonValue, listOf, mapOf, noPayload, payload } from '../fields';

/**
 * A list of find requests, field → criterion, e.g. `[{ Mot_Date: '01/01/2025...03/31/2025' }]`;
 * contract filters come from the statistic's FILTRE template and may hold other JSON values.
 */
const filters = () =>
  payload({
    data: listOf(mapOf(jsonValue(), 'doit être une liste de filtres { champ: critère }')),
  });

/** spec 1 §7 Statistics (`/api/statistique/v1`). */
export const statistique = defineFamily('statistique', {
  getMoteurData: {
    payload: filters,
    answer: anyList,
    summary: 'Données moteur (SAV) filtrées sur Mot_Date « du...au » (MM/DD/YYYY...MM/DD/YYYY).',
  },
  getContratData: {
    payload: filters,
    answer: anyList,
    summary:
      'Données contrat filtrées selon le modèle FILTRE de la statistique (from/to remplacés).',
  },
  getReglementData: {
    payload: filters,
    answer: anyList,
    summary: 'Règlements filtrés sur date_reglement « du...au ».',
  },
  getClientListe: {
    payload: noPayload,
    answer: () => fieldList(clientRecord()),
    summary: 'Liste des clients.',
  },
  getAgencyListe: {
    payload: noPayload,
    answer: () => fieldList(agencyRecord()),
    summary: 'Liste des agences.',
  },
  getStatistiqueListe: {
    payload: noPayload,
    answer: () => fieldList(statisticDefinitionRecord()),
    summary: 'Définitions des statistiques (INDEX, BASE, LABEL, STATS_KEYS, STATS_TYPE, …).',
  },
});
