import type { FamilyDef, FamilyKey } from './catalogue';

/**
 * The API families and who may call them (ARCHITECTURE.md "The API contract"; specs §7). `routes`
 * are the tools whose presence in `web_application_to_show` opens the family; empty = every
 * signed-in user. Delivery management (spec 3 §7.2) shares the delivery-planning family.
 */
export const FAMILIES: Readonly<Record<FamilyKey, FamilyDef>> = {
  general: { key: 'general', basePath: '/api/v1', routes: [], label: 'les appels généraux' },
  statistique: {
    key: 'statistique',
    basePath: '/api/statistique/v1',
    routes: ['statistiques'],
    label: 'l’outil Statistiques',
  },
  emailVisualisation: {
    key: 'emailVisualisation',
    basePath: '/api/emailVisualisation/v1',
    routes: ['email-visualisation'],
    label: 'l’outil Email visualisation',
  },
  planningDisponibilite: {
    key: 'planningDisponibilite',
    basePath: '/api/planningDisponibilite/v1',
    routes: ['planning-disponibilite'],
    label: 'le planning de disponibilité',
  },
  planningLivraison: {
    key: 'planningLivraison',
    basePath: '/api/planningLivraison/v1',
    routes: ['planning-livraison', 'gestion-livraison'],
    label: 'le planning et la gestion des livraisons',
  },
  planningTechnicien: {
    key: 'planningTechnicien',
    basePath: '/api/planningTechnicien/v1',
    routes: ['planning-technicien'],
    label: 'le planning des techniciens',
  },
  gestionRdvVelo: {
    key: 'gestionRdvVelo',
    basePath: '/api/gestionRdvVelo/v1',
    routes: ['planning-gestion-rdv-velo'],
    label: 'la gestion des RDV vélo',
  },
  etatdl: {
    key: 'etatdl',
    basePath: '/api/etatdl/v1',
    routes: ['etat-des-lieux-materiel', 'etat-des-lieux-velo'],
    label: 'l’outil État des lieux',
  },
  pdfSigner: {
    key: 'pdfSigner',
    basePath: '/api/pdf-signer/v1',
    routes: ['signature-en-ligne'],
    label: 'l’outil Signature en ligne',
  },
  sav: { key: 'sav', basePath: '/api/sav/v1', routes: ['sav-gestion'], label: 'l’outil SAV' },
  contrat: {
    key: 'contrat',
    basePath: '/api/contrat/v1',
    routes: ['contrat-gestion'],
    label: 'l’outil Contrat',
  },
};

/** Every family key, in catalogue order. */
export const FAMILY_KEYS = Object.keys(FAMILIES) as readonly FamilyKey[];
