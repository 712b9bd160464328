/**
 * The French texts of the technician planning (spec 2 §2.1, §8, §9). The texts the spec gives are
 * word for word; the others (marked « ours ») follow its style. The words every tool shares
 * (Enregistrer, Annuler, Fermer, Oui, Non…) come from `words` in `@locasuite/ui`; the §8 error
 * messages come from the server (core's `TECHNICIAN_PLANNING_MESSAGES`).
 */
export const texts = {
  /** Ours: the page heading (hidden, for screen readers and the tab). */
  pageTitle: 'Planning des techniciens',
  // spec 2 §2.1 header.
  today: 'AUJ',
  previous: 'Période précédente',
  next: 'Période suivante',
  settingsButton: 'Paramètre',
  // spec 2 §2.1 control column.
  controls: 'Commandes du planning',
  heightSlider: 'Hauteur du planning',
  reload: 'Actualiser le planning',
  displayButton: 'Affichage du planning',
  commentsButton: 'Commentaires',
  techniciansButton: 'Techniciens',
  search: 'Recherche...',
  agency: 'Agence',
  clearAgency: 'Effacer l’agence',
  agencySaveFailed: 'L’agence choisie n’a pas pu être enregistrée.',
  legend: 'Légende',
  closeMessage: 'Fermer le message',
  only120: 'Uniquement les interventions envoyées vers la tablette (120)',
  resourceHeader: 'Techniciens',
  eventsHint: 'Interventions',
  loading: 'Chargement du planning…',
  loadFailed: 'Le planning des techniciens n’a pas pu être chargé.',
  noTechnician: 'Aucun technicien à afficher.',
  unscheduledTitle: 'Interventions à planifier',
  noUnscheduled: 'Aucune intervention à planifier.',
  unavailable: 'Indisponibilité',
  /** Ours: said to non-admins beside the panel (they view only, spec 2 §6). */
  viewOnly: 'Consultation seule : seul un administrateur peut planifier.',
  period: (from: string, to: string) => (from === to ? from : `Du ${from} au ${to}`),
  progress: (percent: number) => `Avancement ${percent} %`,
  /** Ours (issue 12): another planner is dragging an intervention right now. */
  movingBy: (names: string, number: string) =>
    `${names} ${names.includes(', ') ? 'déplacent' : 'déplace'} l’intervention ${number}…`,
  movingTitle: 'Déplacements en cours',
  // spec 2 §2.1 display dialog, §9 choices.
  display: {
    title: 'Affichage du planning',
    days: 'Jours affichés',
    slot: 'Durée d’un créneau',
    start: 'Heure de début',
    end: 'Heure de fin',
    dayCount: (n: number) => (n === 1 ? '1 jour' : `${n} jours`),
    saved: 'Affichage enregistré.',
    saveFailed: 'L’affichage n’a pas pu être enregistré.',
  },
  // spec 2 §2.1 intervention details.
  detail: {
    title: (number: string) => `Intervention ${number}`,
    status: 'Statut',
    company: 'Société',
    address: 'Adresse',
    city: 'Ville',
    phone: 'Téléphone',
    start: 'Début',
    end: 'Fin',
    technicians: 'Technicien',
    theme: 'Thème',
    machine: 'Type de machine',
    serial: 'N° série constructeur',
    brand: 'Marque',
    internalNumber: 'N° matricule interne',
    message: 'Message interne',
    lines: 'Détail de l’intervention',
    reference: 'Référence',
    designation: 'Désignation',
    quantity: 'Quantitée',
    reportDate: 'DATE RAPPORT',
    arrival: 'Heure Arriv(1)',
    departure: 'Heure dep(1)',
    noLine: 'Aucune ligne de détail.',
    linesFailed: 'Le détail de l’intervention n’a pas pu être chargé.',
    send: 'Envoyer vers la tablette',
    cancelPlanning: 'Annuler la planification',
    remove: 'Retirer du planning',
    notPlanned: 'Non planifiée',
  },
  confirm: {
    sentTitle: 'Intervention déjà envoyée',
    sent: (number: string) =>
      `L’intervention ${number} a déjà été envoyée au(x) technicien(s). Voulez-vous vraiment la modifier ?`,
    reassignTitle: 'Changer de technicien',
    reassign: (number: string) =>
      `Affecter l’intervention ${number} au(x) nouveau(x) technicien(s) ?`,
    reassignTechnicians: 'Techniciens affectés',
    cancelTitle: 'Annuler la planification',
    cancel: (number: string) =>
      `Annuler la planification de l’intervention ${number} ? Elle retournera dans les interventions à planifier.`,
    removeTitle: 'Retirer du planning',
    remove: (number: string) => `Retirer l’intervention ${number} du planning ?`,
  },
  done: {
    planned: (number: string) => `Intervention ${number} planifiée.`,
    moved: (number: string) => `Intervention ${number} modifiée.`,
    sent: (number: string) => `Intervention ${number} envoyée vers la tablette.`,
    cancelled: (number: string) => `Planification de l’intervention ${number} annulée.`,
    removed: (number: string) => `Intervention ${number} retirée du planning.`,
  },
  // spec 2 §2.1 technician selection with unavailability management.
  technicians: {
    title: 'Sélection des techniciens',
    filter: 'Filtrer les techniciens',
    shown: 'Techniciens affichés',
    save: 'Enregistrer la sélection',
    saved: 'Sélection des techniciens enregistrée.',
    unavailabilities: 'Indisponibilités',
    technician: 'Technicien',
    type: 'Type',
    start: 'Début',
    end: 'Fin',
    startTime: 'Heure de début',
    endTime: 'Heure de fin',
    add: 'Ajouter l’indisponibilité',
    delete: (technician: string) => `Supprimer l’indisponibilité de ${technician}`,
    none: 'Aucune indisponibilité.',
    added: 'Indisponibilité ajoutée.',
    deleted: 'Indisponibilité supprimée.',
  },
  // spec 2 §2.1 comments management, §8 empty text.
  comments: {
    title: 'Commentaires des techniciens',
    technician: 'Technicien',
    start: 'Début',
    end: 'Fin',
    startTime: 'Heure de début',
    endTime: 'Heure de fin',
    comment: 'Commentaire',
    add: 'Ajouter le commentaire',
    delete: (technician: string) => `Supprimer le commentaire sur ${technician}`,
    empty: 'Aucun commentaire trouvé',
    added: 'Commentaire ajouté.',
    deleted: 'Commentaire supprimé.',
  },
  // spec 2 §2.1 calendar settings.
  settings: {
    title: 'Paramètres du planning',
    colors: 'Couleur par statut',
    color: (label: string) => `Couleur : ${label}`,
    hiddenDays: 'Jours masqués',
    saved: 'Paramètres enregistrés.',
  },
  weekdays: ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'],
  // Phones: the day view by technician.
  phone: {
    /** Ours: the phone's two lists, as tabs. */
    views: 'Vues du planning',
    dayTab: 'Jour',
    unscheduledTab: (count: number) => `À planifier (${count})`,
    previousDay: 'Jour précédent',
    nextDay: 'Jour suivant',
    /** Ours: the day's list, as a region. */
    dayList: 'Interventions du jour par technicien',
    noIntervention: 'Aucune intervention ce jour.',
    unavailable: (type: string) => `Indisponible (${type})`,
  },
} as const;
