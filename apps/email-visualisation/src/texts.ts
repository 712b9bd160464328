/** The French texts of the email history (spec 1 §2 /email-visualisation, §8). */
export const emailTexts = {
  title: 'Email historique',
  mailboxLabel: 'Séléctionner une adresse mail',
  noMailbox: 'Aucune adresse mail disponible',
  search: 'Recherche',
  tableLabel: 'Mails envoyés',
  columns: { date: 'Date', from: 'Expéditeur', to: 'Destinataire', subject: 'Subject' },
  /** The one column of a phone: date, recipient and subject stacked (issue 11 item 5). */
  phoneColumn: 'Mail',
  empty: 'Aucun mail',
  listFailed: 'La liste des mails n’a pas pu être chargée.',
  lookupFailed: 'Identifiant ou mot de passe incorecte',
  detailTitle: 'Détail du mail',
  detailLoading: 'Chargement du mail…',
  events: 'Événements',
  noEvent: 'Aucun événement',
  remoteImages: (n: number) =>
    `${n} image${n > 1 ? 's' : ''} distante${n > 1 ? 's' : ''} bloquée${n > 1 ? 's' : ''}`,
  showImages: 'Afficher les images',
  bodyFrame: 'Contenu du mail',
  noBody: 'Ce mail n’a pas de contenu.',
  loadingList: 'Chargement des mails…',
} as const;
