import { defineHandlers } from '../../http/defineHandlers';
import { eventHandlers } from './handlersEvents';
import { mapHandlers } from './handlersMap';
import { settingsHandlers } from './handlersSettings';

/**
 * spec 3 §7.2 Delivery management (`/api/planningLivraison/v1`, issue 35): the calls of
 * /gestion-livraison, in the family it shares with the delivery planning (whose own calls are
 * `../planningLivraison.ts`): the map's agencies, active contracts and clients, the itineraries
 * as calendar events, and the drivers' payloads and hours.
 */
export const gestionLivraisonHandlers = defineHandlers('planningLivraison', {
  ...mapHandlers,
  ...eventHandlers,
  ...settingsHandlers,
});
