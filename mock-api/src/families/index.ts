import type { HandlerSet } from '../http/defineHandlers';
import { namingSaves } from '../http/saveReplay';
import { emailVisualisationHandlers } from './emailVisualisation';
import { etatdlHandlers } from './etatdl';
import { etatdlPhotoTagsHandlers } from './etatdlPhotoTags';
import { etatdlReturnedHandlers } from './etatdlReturned';
import { ETATDL_SAVE_SUBJECTS } from './etatdlSaves';
import { etatdlSignatureHandlers } from './etatdlSignature';
import { generalHandlers } from './general';
import { gestionRdvVeloHandlers } from './gestionRdvVelo';
import { planningDisponibiliteHandlers } from './planningDisponibilite';
import { statistiqueHandlers } from './statistique';
import { planningLivraisonHandlers } from './planningLivraison';
import { planningTechnicienHandlers } from './planningTechnicien';
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
  planningTechnicienHandlers,
  statistiqueHandlers,
  gestionRdvVeloHandlers,
  namingSaves('etatdl', etatdlHandlers, ETATDL_SAVE_SUBJECTS),
  etatdlPhotoTagsHandlers,
  etatdlReturnedHandlers,
  etatdlSignatureHandlers,
];
