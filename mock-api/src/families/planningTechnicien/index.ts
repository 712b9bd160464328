import { defineHandlers } from '../../http/defineHandlers';
import { interventionHandlers } from './handlersInterventions';
import { noteHandlers } from './handlersNotes';
import { settingsHandlers } from './handlersSettings';

export { TABLET_PRODUCT, TECHNICIAN_SCOPE } from './queries';

/**
 * spec 2 §7.1 Technician planning (`/api/planningTechnicien/v1`). Every `set_event` goes through
 * core's `decideInterventionEdit` (spec 2 §4.1), and its write is one UPDATE conditional on the
 * version read: of concurrent edits of one intervention exactly one is written, the others
 * answer 409 (issue 12). Reads are marked `read()`; every write runs in the dispatcher's
 * transaction. Admin-only calls are refused before these run (catalogue `access`, with
 * the §8 message for this family).
 */
export const planningTechnicienHandlers = defineHandlers('planningTechnicien', {
  ...interventionHandlers,
  ...noteHandlers,
  ...settingsHandlers,
});
