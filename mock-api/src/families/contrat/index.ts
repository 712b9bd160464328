import { defineHandlers } from '../../http/defineHandlers';
import { bookingHandlers } from './handlersBooking';
import { clientHandlers } from './handlersClients';
import { contractHandlers } from './handlersContracts';
import { fileHandlers } from './handlersFiles';
import { lineHandlers } from './handlersLines';
import { referenceHandlers } from './handlersReference';

/**
 * spec 4 §7.2–7.3 rental contracts (`/api/contrat/v1`), issue 38: the contracts and their
 * equipment lines (`contracts`, `contract_lines`, the tables the plannings, the delivery tools and
 * the condition check read), what the contracts page and its wizard read, and the rules of core
 * (`core/src/contrat`) enforced with their French refusals.
 */
export const contratHandlers = defineHandlers('contrat', {
  ...referenceHandlers,
  ...contractHandlers,
  ...lineHandlers,
  ...bookingHandlers,
  ...clientHandlers,
  ...fileHandlers,
});
