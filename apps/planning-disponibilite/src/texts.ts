/**
 * The French texts of the availability planning (spec 1 §2, §4, §9); the words every tool shares
 * (Enregistrer, Annuler, Fermer, Aujourd'hui, Réessayer…) come from `words` in `@locasuite/ui`.
 */
export const texts = {
  pageTitle: 'Planning de disponibilité',
  resourceHeader: 'Parc matériel',
  search: 'Rechercher une famille ou une sous-famille',
  searchHelp: '3 choix au plus',
  searchLimit: 'Trois choix au plus : le quatrième n’a pas été ajouté.',
  noOption: 'Aucune famille trouvée',
  displayFilter: 'Affichage',
  agency: 'Agence',
  allAgencies: 'Toutes les agences',
  daysShown: 'Jours affichés',
  slotDuration: 'Durée des créneaux',
  startTime: 'Heure de début',
  endTime: 'Heure de fin',
  previous: 'Période précédente',
  next: 'Période suivante',
  options: 'Options',
  legend: 'Légende',
  legendGroups: {
    type: 'Type',
    contractState: 'État du contrat',
    eventState: 'État de l’événement',
  },
  filters: 'Filtres',
  filtersTitle: 'Filtres et affichage',
  colorsOverridden:
    'Une location ou une réservation prend la couleur de l’état de son contrat, puis celle de son propre état quand ils en ont une : la couleur de son type ne s’applique qu’en leur absence. La légende montre les couleurs réellement affichées.',
  loading: 'Chargement du planning…',
  noRows: 'Aucun matériel à afficher pour ces critères.',
  loadFailed: 'Le planning n’a pas pu être chargé. Réessayez dans un instant.',
  displaySaveFailed: 'L’affichage n’a pas pu être enregistré.',
  optionsTitle: 'Options du planning',
  colorsTitle: 'Couleurs par type d’événement',
  hiddenDaysTitle: 'Jours masqués',
  eventTypesTitle: 'Types d’événements affichés',
  eventTypeLabels: {
    showLocation: 'Locations',
    showReservation: 'Réservations',
    showLivraison: 'Livraisons',
  },
  optionsSaved: 'Options enregistrées.',
  detailEmpty: 'Aucune information pour cet événement.',
} as const;

/** The folded filters' button on phones: its name says how many filters are active. */
export const filtersButtonLabel = (active: number) =>
  active === 0 ? 'Filtres' : `Filtres (${active} actif${active > 1 ? 's' : ''})`;

/** Under the slot select when the span cannot draw the shorter slots (issue 11 item 7). */
export const slotLimitHelp = (days: number, shortest: string) =>
  `Sur ${days} jours : créneaux de ${shortest} au moins`;

/** The legend's toggle on phones. */
export const legendToggleLabel = (entries: number) => `Légende (${entries})`;

/** The title of a day count in the days-shown select. */
export const dayCountLabel = (days: number) => (days === 1 ? '1 jour' : `${days} jours`);
