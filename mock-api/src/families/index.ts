import type { HandlerSet } from '../http/defineHandlers';
import { contratHandlers } from './contrat';
import { emailVisualisationHandlers } from './emailVisualisation';
import { etatdlHandlers } from './etatdl';
import { generalHandlers } from './general';
import { gestionLivraisonHandlers } from './gestionLivraison';
import { gestionRdvVeloHandlers } from './gestionRdvVelo';
import { planningDisponibiliteHandlers } from './planningDisponibilite';
import { statistiqueHandlers } from './statistique';
import { planningLivraisonHandlers } from './planningLivraison';
import { planningTechnicienHandlers } from './planningTechnicien';
import { pdfSignerHandlers } from './pdfSigner';
import { savHandlers } from './sav';
import { etatdlSignIn, planningLivraisonSignIn, planningTechnicienSignIn } from './signInVariants';

/**
 * Every handler set the server registers. A family may have several sets (one per module); a
 * call handled twice, or a handler naming no catalogue call, stops the server at start.
 */
export const HANDLER_SETS: readonly HandlerSet[] = [
  generalHandlers,
  planningDisponibiliteHandlers,
  planningLivraisonSignIn,
  planningTechnicienSignIn,
  etatdlSignIn,
  emailVisualisationHandlers,
  planningLivraisonHandlers,
  gestionLivraisonHandlers,
  planningTechnicienHandlers,
  statistiqueHandlers,
  gestionRdvVeloHandlers,
  etatdlHandlers,
  pdfSignerHandlers,
  savHandlers,
  contratHandlers,
];
