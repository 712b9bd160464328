import { defineHandlers } from '../../http/defineHandlers';
import { bookingHandlers } from './handlersBookings';
import { seriesHandlers } from './handlersSeries';
import { settingsHandlers } from './handlersSettings';
import { slotEditHandlers } from './handlersSlotEdit';
import { slotHandlers } from './handlersSlots';

export { RDV_SCOPE } from './queries';

/**
 * spec 2 §7.2 Availability (`/api/gestionRdvVelo/v1`), issue 13: every call of the bike
 * appointment slots, grouped by the screen that makes it. The rules of §4.2, §5.2 and §6 are
 * decided by core's `decideSlotEdit` for every `edit_dispo`; admin-only calls are refused by the
 * dispatcher with the §8 text.
 */
export const gestionRdvVeloHandlers = defineHandlers('gestionRdvVelo', {
  ...slotHandlers,
  ...slotEditHandlers,
  ...seriesHandlers,
  ...bookingHandlers,
  ...settingsHandlers,
});
