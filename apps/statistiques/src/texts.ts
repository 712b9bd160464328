/** The French texts of the statistics page (spec 1 §2 /statistiques, §8). */
export const STATISTIQUES_TEXTS = {
  title: 'Statistiques',
  periods: 'Période',
  custom: 'Personnaliser',
  startDate: 'Date de début',
  endDate: 'Date de fin',
  empty: 'Aucune donnée disponible pour les dates sélectionnées',
  loading: 'Chargement des statistiques…',
  openExport: 'Télécharger les données (Excel)',
  exportDialogTitle: 'Données des statistiques',
  download: 'Télécharger',
  exportPdf: 'Exporter en PDF',
  exportingPdf: 'Export PDF en cours…',
  pdfFailed: 'L’export PDF a échoué : réessayez.',
  excelFailed: 'Le fichier Excel n’a pas pu être créé : réessayez.',
  loadFailed: 'Les statistiques n’ont pas pu être chargées.',
  keptRange: 'Les statistiques affichées restent celles de la période précédente.',
  rangeLabel: (from: string, to: string) => `Du ${from} au ${to}`,
  sheetLabel: (sheet: string) => `Feuille « ${sheet} »`,
  pdfTitle: (from: string, to: string) => `Statistiques du ${from} au ${to}`,
  chartLabel: (label: string) => `Graphique : ${label}`,
  tableLabel: (label: string) => `Tableau : ${label}`,
} as const;

/** Column titles of the fields the statistics group by or sum; other fields keep their name. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  Mot_Panne: 'Type de panne',
  Mot_Technicien: 'Technicien',
  Mot_Heures: 'Heures',
  Mot_Mois: 'Mois',
  Mot_Agence: 'Agence',
  Mot_Motorisation: 'Motorisation',
  Mot_Marque: 'Marque',
  Mot_Cout: 'Coût (€)',
  mode_reglement: 'Mode de règlement',
  montant: 'Montant (€)',
  mois_reglement: 'Mois',
  agence: 'Agence',
  client: 'Client',
  AGENCE: 'Agence',
  CLD_FAMILLE: 'Famille',
  CLD_SOUS_FAMILLE: 'Sous-famille',
  CLD_PRIX_HT: 'Prix HT (€)',
  CLD_MOIS_DEPART: 'Mois de départ',
  CLD_CONTRAT_STATE: 'État du contrat',
  CL_SUIVI_PAR: 'Suivi par',
};

/** The column titles of a statistic's two keys. */
export function keyLabels(
  keys: readonly [string, string | undefined],
): [string, string | undefined] {
  const [first, second] = keys;
  return [
    FIELD_LABELS[first] ?? first,
    second === undefined ? undefined : (FIELD_LABELS[second] ?? second),
  ];
}
