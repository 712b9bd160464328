import type { StatisticDefinitionRow } from './statisticsRows';

const range = '{"CLD_DATE_DEPART":"from...to"}';

/**
 * The statistic definitions of the demo company (spec 1 §3): every STATS_TYPE (bars vertical and
 * horizontal, doughnut, line, table), complex two-level ones, single and list colours, each BASE.
 * Two long labels share their first 31 characters, as real reports do, so the export must keep
 * their sheet names apart.
 */
const DEFINITIONS = [
  {
    BASE: 'moteur',
    LABEL: 'Interventions moteur par type de panne',
    STATS_KEYS: 'Mot_Panne',
    STATS_TYPE: 'BarChart',
    IS_HORIZONTALE: 0,
    COLOR: '#1E88E5,#43A047,#FB8C00,#8E24AA,#E53935,#00897B,#6D4C41',
  },
  {
    BASE: 'moteur',
    LABEL: "Heures de main-d'œuvre par technicien",
    STATS_KEYS: 'Mot_Technicien,Mot_Heures',
    STATS_TYPE: 'BarChart',
    IS_HORIZONTALE: 1,
    COLOR: '#5C6BC0',
  },
  {
    BASE: 'moteur',
    LABEL: 'Interventions moteur par mois',
    STATS_KEYS: 'Mot_Mois',
    STATS_TYPE: 'LineChart',
    COLOR: '#00897B',
  },
  {
    BASE: 'moteur',
    LABEL: 'Interventions par agence et motorisation',
    STATS_KEYS: 'Mot_Agence,Mot_Motorisation',
    STATS_TYPE: 'BarChart',
    IS_COMPLEX: '1',
    COLOR: '#455A64,#FFB300,#26A69A',
  },
  {
    BASE: 'reglement',
    LABEL: 'Montant des règlements par mode',
    STATS_KEYS: 'mode_reglement,montant',
    STATS_TYPE: 'DoughnutChart',
    COLOR: '#1E88E5,#43A047,#FB8C00,#8E24AA,#E53935',
  },
  {
    BASE: 'reglement',
    LABEL: 'Encaissements par mois (€)',
    STATS_KEYS: 'mois_reglement,montant',
    STATS_TYPE: 'LineChart',
    COLOR: '#7CB342',
  },
  {
    BASE: 'reglement',
    LABEL: 'Règlements par agence (€)',
    STATS_KEYS: 'agence,montant',
    STATS_TYPE: 'Table',
    COLOR: '#1E88E5',
  },
  {
    BASE: 'contrat',
    LABEL: 'Locations par famille',
    STATS_KEYS: 'CLD_FAMILLE',
    STATS_TYPE: 'BarChart',
    COLOR: '#F4511E',
    FILTRE: range,
  },
  {
    BASE: 'contrat',
    LABEL: 'Chiffre d’affaires HT des locations par agence',
    STATS_KEYS: 'AGENCE,CLD_PRIX_HT',
    STATS_TYPE: 'DoughnutChart',
    COLOR: '#3949AB,#00ACC1,#7CB342,#FDD835',
    FILTRE: range,
  },
  {
    BASE: 'contrat',
    LABEL: 'Départs en location par mois',
    STATS_KEYS: 'CLD_MOIS_DEPART',
    STATS_TYPE: 'LineChart',
    COLOR: '#D81B60',
    FILTRE: range,
  },
  {
    BASE: 'contrat',
    LABEL: 'Locations facturées par commercial',
    STATS_KEYS: 'CL_SUIVI_PAR',
    STATS_TYPE: 'BarChart',
    IS_HORIZONTALE: 1,
    COLOR: '#6D4C41,#8D6E63',
    FILTRE: '{"CLD_DATE_DEPART":"from...to","CLD_CONTRAT_STATE":"Facturé"}',
  },
  {
    BASE: 'contrat',
    LABEL: 'Chiffre d’affaires HT des locations par sous-famille',
    STATS_KEYS: 'CLD_SOUS_FAMILLE,CLD_PRIX_HT',
    STATS_TYPE: 'Table',
    COLOR: '#1E88E5',
    FILTRE: range,
  },
  {
    BASE: 'contrat',
    LABEL: 'Nombre de locations par agence et famille',
    STATS_KEYS: 'AGENCE,CLD_FAMILLE',
    STATS_TYPE: 'Table',
    IS_COMPLEX: '1',
    COLOR: '#1E88E5',
    FILTRE: range,
  },
];

export function buildStatisticDefinitions(): StatisticDefinitionRow[] {
  return DEFINITIONS.map((d, i) => ({
    id: i + 1,
    data: {
      INDEX: i + 1,
      BASE: d.BASE,
      LABEL: d.LABEL,
      STATS_KEYS: d.STATS_KEYS,
      STATS_TYPE: d.STATS_TYPE,
      IS_COMPLEX: d.IS_COMPLEX ?? '0',
      IS_HORIZONTALE: d.IS_HORIZONTALE ?? 0,
      COLOR: d.COLOR,
      FILTRE: d.FILTRE ?? '',
    },
  }));
}
