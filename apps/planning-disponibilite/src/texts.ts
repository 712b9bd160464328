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
  loading: 'Chargement du planning…',
  noRows: 'Aucun matériel à afficher pour ces critères.',
  loadFailed: 'Le planning n’a pas pu être chargé. Réessayez dans un instant.',
  displaySaveFailed: 'L’affichage n’a pas pu être enregistré.',
  optionsTitle: 'Options du planning',
  colorsTitle: 'Couleurs par type d’événement',
  colorColumns: { type: 'Type', color: 'Couleur', code: 'Code' },
  hiddenDaysTitle: 'Jours masqués',
  eventTypesTitle: 'Types d’événements affichés',
  eventTypeLabels: {
    showLocation: 'Locations',
    showReservation: 'Réservations',
    showLivraison: 'Livraisons',
  },
  optionsSaved: 'Options enregistrées.',
  optionsSaveFailed: 'Les options n’ont pas pu être enregistrées',
  invalidColor: 'Code couleur invalide (ex. #A1887F)',
  allDaysHidden: 'Au moins un jour doit rester affiché.',
  detailEmpty: 'Aucune information pour cet événement.',
} as const;

/** The title of a day count in the days-shown select. */
export const dayCountLabel = (days: number) => (days === 1 ? '1 jour' : `${days} jours`);
