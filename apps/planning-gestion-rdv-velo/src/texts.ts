/**
 * The French texts of the bike appointment calendar (spec 2 §2.2, §5.2, §8, §9). The texts the
 * spec gives are word for word (its spelling kept: « séléctionnée », « Liberer », « prédéfinie »);
 * the others (marked « ours ») follow its style. The words every tool shares come from `words` in
 * `@locasuite/ui`; the refusals come from the server (core's `RDV_MESSAGES`).
 */
export const texts = {
  /** Ours: the page heading (hidden, for screen readers and the tab). */
  pageTitle: 'Gestion des RDV vélo',
  // spec 2 §2.2 calendar header.
  previous: 'Période précédente',
  today: "Aujourd'hui",
  next: 'Période suivante',
  calendarButton: 'Calendrier',
  settingsButton: 'Paramètre',
  // spec 2 §2.2 left column.
  agencies: 'Agences',
  selectAll: 'Tout sélectionner',
  /** spec 2 §9 "selected-agency chips show the first 3 then '+N others'". */
  moreAgencies: (n: number) => `+${n} autres`,
  views: 'Nombre de jours affichés',
  view: (days: number) => `${days} J`,
  selectedDate: 'Date séléctionnée',
  administration: 'ADMINISTRATION',
  calendarSettings: 'Paramètre du calendrier',
  management: 'Gestion des disponibilités',
  legend: 'Légende',
  adminMenu: 'Administration du calendrier',
  /** Ours: FullCalendar's hints for screen readers. */
  resourceHeader: 'Agences',
  eventsHint: 'Disponibilités',
  loading: 'Chargement des disponibilités…',
  loadFailed: 'Les disponibilités n’ont pas pu être chargées.',
  noAgency: 'Choisissez au moins une agence.',
  free: 'Libre',
  booked: 'Réservé',
  period: (from: string, to: string) => (from === to ? from : `Du ${from} au ${to}`),
  /** spec 2 §5.2: times are HH:mm, padded to two digits. */
  timePlaceholder: 'HH:mm',
  // spec 2 §2.2 Calendrier (date-picker dialog).
  goTo: {
    title: 'Calendrier',
    date: 'Date séléctionnée',
  },
  // spec 2 §2.2 calendar settings dialog.
  settings: {
    title: 'Paramètre du calendrier',
    colors: 'Couleur par type de RDV',
    color: (label: string) => `Couleur de ${label}`,
    hiddenDays: 'Jours masqués',
    saved: 'Paramètres du calendrier enregistrés.',
  },
  weekdays: ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'],
  // spec 2 §2.2 slot detail dialog.
  detail: {
    title: 'Disponibilité',
    edit: 'Modifier',
    free: 'Liberer la disponibilité',
    delete: 'Supprimer la disponibilité',
    book: 'Réserver',
    day: 'Jour',
    hours: 'Horaire',
    agency: 'Agence',
    types: 'Type',
    bookedLabel: 'Réservé',
    status: 'Statut',
    client: 'Client',
    code: 'Code client',
    phone: 'Téléphone',
    mail: 'E-mail',
    bikeType: 'Type de vélo',
    reservation: 'Numéro de réservation',
    contract: 'Contrat',
    weekly: 'Récurrent',
    comments: 'Commentaires',
    commentDate: 'Date',
    commentUser: 'Utilisateur',
    commentMsg: 'Message',
    noComment: 'Aucun commentaire trouvé',
    yes: 'Oui',
    no: 'Non',
    time: (start: string, end: string) => `${start} – ${end}`,
  },
  // spec 2 §2.2 MODIFICATIONS.
  edit: {
    title: 'MODIFICATIONS',
    day: 'Jour',
    start: 'Début',
    end: 'Fin',
    agency: 'Agence',
    types: 'Type de RDV',
    status: 'Statut du RDV',
    statusNone: 'Aucun',
    comment: 'Nouveau commentaire',
    saved: 'Disponibilité modifiée.',
  },
  // spec 2 §2.2 confirmations (OUI / NON).
  confirm: {
    yes: 'OUI',
    no: 'NON',
    deleteTitle: 'Supprimer la disponibilité',
    delete: 'Voulez-vous supprimer cette disponibilité ?',
    freeTitle: 'Liberer la disponibilité',
    free: 'Voulez-vous libérer cette disponibilité ? Le client sera prévenu par e-mail.',
    recurrenceTitle: 'Supprimer les récurrences',
    recurrence:
      'Cette disponibilité fait partie d’une série hebdomadaire. Que voulez-vous supprimer ?',
    onlyThis: 'Cette disponibilité seulement',
    whole: 'Toute la série',
    future: 'Les occurrences à partir du',
    from: 'À partir du',
    until: 'Jusqu’au (facultatif)',
  },
  done: {
    deleted: 'Disponibilité supprimée.',
    freed: 'Disponibilité libérée.',
    seriesDeleted: (n: number) =>
      n === 1 ? '1 disponibilité supprimée.' : `${n} disponibilités supprimées.`,
    created: (n: number) => (n === 1 ? '1 disponibilité créée.' : `${n} disponibilités créées.`),
    booked: 'Disponibilité réservée.',
  },
  // spec 2 §2.2 add-availability dialog, §5.2.
  add: {
    title: 'Créer une disponibilité',
    day: 'Date',
    agency: 'Agence',
    types: 'Type de RDV',
    start: 'Début',
    end: 'Fin',
    range: (n: number) => `Plage horaire ${n}`,
    addRange: 'Ajouter une plage horaire',
    removeRange: (n: number) => `Retirer la plage horaire ${n}`,
    submit: 'Ajouter',
    weekly: 'Récurrence hebdomadaire',
    weeklyEnd: 'Date de fin',
    weekday: 'Jour de la semaine',
    interval: 'Répéter toutes les',
    intervalValue: (n: number) => (n === 1 ? '1 semaine' : `${n} semaines`),
    weeklyEndWeekday: (weekday: string) =>
      `La date de fin doit tomber un ${weekday.toLowerCase()}, le jour de la semaine du créneau.`,
    weeklyEndBefore: 'La date de fin ne peut pas précéder le jour du créneau.',
    weeks: (n: number) => (n <= 1 ? `Sur ${n} semaine` : `Sur ${n} semaines`),
    /** Ours: a slot already past is asked first (field-tools issue item 7). */
    pastTitle: 'Disponibilité dans le passé',
    past: (day: string, time: string) =>
      `Le ${day} à ${time} est déjà passé. Voulez-vous quand même créer cette disponibilité ?`,
    rangeState: {
      valid: 'Plage horaire valide',
      missing: 'Heure de début et heure de fin requises',
      invalid: 'Heure au format HH:mm',
      reversed: 'L’heure de fin doit suivre l’heure de début',
    },
  },
  // spec 2 §2.2 management dialog.
  manage: {
    title: 'Gestion des disponibilités',
    create: 'Créer une disponibilité',
    range: 'Période affichée',
    week: 'J ⇆ 7',
    month: 'J ⇆ 30',
    custom: 'Personnalisée',
    search: 'Code client',
    searchButton: 'Rechercher',
    clearSearch: 'Effacer la recherche',
    download: 'Télécharger',
    table: 'Disponibilités',
    columns: {
      day: 'Jour',
      start: 'Début',
      end: 'Fin',
      type: 'Type',
      number: 'Numéro',
      client: 'Client',
      phone: 'Téléphone',
      bikeType: 'Type de vélo',
      agency: 'Agence',
      booked: 'Réservé',
      weekly: 'Récurrent',
      deleteSeries: 'Supprimer les récurrences',
      edit: 'Modifier',
      delete: 'Supprimer',
    },
    editRow: (day: string, time: string) => `Modifier la disponibilité du ${day} à ${time}`,
    deleteRow: (day: string, time: string) => `Supprimer la disponibilité du ${day} à ${time}`,
    deleteSeriesRow: (day: string, time: string) =>
      `Supprimer les récurrences de la disponibilité du ${day} à ${time}`,
  },
  // spec 2 §2.2 export grid.
  exportGrid: {
    title: 'Export des disponibilités',
    toggleNumericDay: 'Afficher / cacher Jour numérique',
    numericDay: 'Jour numérique',
    export: 'Exporter',
    fileName: (day: string) => `disponibilites-${day}.xlsx`,
  },
  // spec 2 §2.2 agency chooser.
  agencyList: {
    title: 'Liste des agences',
    /** The remembered choice could not be saved (ours): it stays on screen. */
    saveFailed: (message: string) => `Le choix des agences n’a pas été enregistré : ${message}`,
  },
  // spec 2 §4.2 manual booking.
  booking: {
    title: 'Réserver la disponibilité',
    search: 'Nom ou code client',
    searchButton: 'Rechercher',
    clients: 'Clients trouvés',
    noClient: 'Aucun client trouvé.',
    contract: 'Contrat (facultatif)',
    noContractChoice: 'Sans contrat',
    submit: 'Réserver',
  },
} as const;
