/**
 * The French texts of the delivery planning (spec 1 §2 /planning-livraison, §4, §6); the words
 * every tool shares (Enregistrer, Annuler, Fermer, Aujourd'hui…) come from `words` in `@locasuite/ui`.
 */
export const TEXTS = {
  title: 'Planning des livraisons',
  settingsButton: 'Paramètre',
  driversButton: 'Chauffeur',
  refreshButton: 'Actualiser',
  previousWeek: 'Semaine précédente',
  nextWeek: 'Semaine suivante',
  /** Issue 11 item 4: on phones, one day by driver, moved day by day. */
  previousDay: 'Jour précédent',
  nextDay: 'Jour suivant',
  dayList: 'Livraisons du jour par chauffeur',
  /** « Lundi 23 novembre 2026 » from core's « lundi 23 novembre 2026 ». */
  dayTitle: (longDay: string) => longDay.charAt(0).toUpperCase() + longDay.slice(1),
  noDeliveryOfDay: 'Aucune livraison ce jour.',
  unavailableOn: (motif: string, span: string) => `Indisponible : ${motif} (${span})`,
  resourceHeader: 'Chauffeurs',
  eventsHint: 'Livraisons',
  loading: 'Chargement des livraisons…',
  legendDelivery: 'Livraison',
  legendUnavailable: 'Indisponibilité',
  noDriver: 'Aucun chauffeur à afficher.',
  loadFailed: 'Le planning des livraisons n’a pas pu être chargé.',
  role: 'Profil',
  /** Issue 11 item 12: the deliveries the timeline cannot draw, said in the header. */
  outsideHours: (count: number, range: string) =>
    `${count} ${count === 1 ? 'livraison' : 'livraisons'} hors de la plage ${range}`,
  outsideHoursList: 'Livraisons hors de la plage horaire affichée',
  detail: {
    departTitle: 'Livraison départ',
    retourTitle: 'Livraison retour',
    type: 'Type',
    driver: 'Chauffeur',
    start: 'Début',
    end: 'Fin',
    contract: 'Contrat',
    client: 'Client',
    material: 'Matériel',
    registration: 'Matricule',
    address: 'Adresse de livraison',
    contact: 'Contact',
    phone: 'Téléphone',
    priority: 'Priorité',
    rentalStart: 'Début de location',
    rentalEnd: 'Fin de location',
    description: 'Description',
    returnComment: 'Commentaire de la livraison retour',
    saveComment: 'Enregistrer le commentaire',
    commentSaved: 'Commentaire enregistré.',
    commentMeanwhile: 'Commentaire enregistré entre-temps :',
    emptyComment: '(vide)',
    commentKept:
      'Votre texte est conservé ci-dessus : enregistrez-le pour remplacer ce commentaire.',
  },
  drivers: {
    title: 'Chauffeurs affichés',
    help: 'Cochez les chauffeurs à afficher sur le planning.',
    atLeastOne: 'Choisissez au moins un chauffeur.',
    saved: 'Chauffeurs affichés enregistrés.',
  },
  settings: {
    title: 'Paramètres du planning',
    color: 'Couleur des livraisons',
    hiddenDays: 'Jours masqués',
    saved: 'Paramètres enregistrés.',
  },
} as const;
