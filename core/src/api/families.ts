import { toolsOfFamily } from '../tools/toolRegistry';
import type { FamilyDef, FamilyKey } from './catalogue';

/**
 * The API families and who may call them (ARCHITECTURE.md "The API contract"; specs §7). `routes`
 * are the tools whose presence in `web_application_to_show` opens the family; empty = every
 * signed-in user; they derive from the tool registry (`TOOLS[].family`). Delivery management (spec 3 §7.2) shares the delivery-planning family.
 */
export const FAMILIES: Readonly<Record<FamilyKey, FamilyDef>> = {
  general: { key: 'general', basePath: '/api/v1', routes: [], label: 'les appels généraux' },
  statistique: {
    key: 'statistique',
    basePath: '/api/statistique/v1',
    routes: toolsOfFamily('statistique'),
    label: 'l’outil Statistiques',
  },
  emailVisualisation: {
    key: 'emailVisualisation',
    basePath: '/api/emailVisualisation/v1',
    routes: toolsOfFamily('emailVisualisation'),
    label: 'l’outil Email visualisation',
  },
  planningDisponibilite: {
    key: 'planningDisponibilite',
    basePath: '/api/planningDisponibilite/v1',
    routes: toolsOfFamily('planningDisponibilite'),
    label: 'le planning de disponibilité',
  },
  planningLivraison: {
    key: 'planningLivraison',
    basePath: '/api/planningLivraison/v1',
    routes: toolsOfFamily('planningLivraison'),
    label: 'le planning et à la gestion des livraisons',
  },
  planningTechnicien: {
    key: 'planningTechnicien',
    basePath: '/api/planningTechnicien/v1',
    routes: toolsOfFamily('planningTechnicien'),
    label: 'le planning des techniciens',
  },
  gestionRdvVelo: {
    key: 'gestionRdvVelo',
    basePath: '/api/gestionRdvVelo/v1',
    routes: toolsOfFamily('gestionRdvVelo'),
    label: 'la gestion des RDV vélo',
  },
  etatdl: {
    key: 'etatdl',
    basePath: '/api/etatdl/v1',
    routes: toolsOfFamily('etatdl'),
    label: 'l’outil État des lieux',
  },
  pdfSigner: {
    key: 'pdfSigner',
    basePath: '/api/pdf-signer/v1',
    routes: toolsOfFamily('pdfSigner'),
    label: 'l’outil Signature en ligne',
  },
  sav: { key: 'sav', basePath: '/api/sav/v1', routes: toolsOfFamily('sav'), label: 'l’outil SAV' },
  contrat: {
    key: 'contrat',
    basePath: '/api/contrat/v1',
    routes: toolsOfFamily('contrat'),
    label: 'l’outil Contrat',
  },
};

/** Every family key, in catalogue order. */
export const FAMILY_KEYS = Object.keys(FAMILIES) as readonly FamilyKey[];
