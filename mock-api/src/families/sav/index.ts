import { defineHandlers } from '../../http/defineHandlers';
import { namingSaves } from '../../http/saveReplay';
import { fileHandlers } from './handlersFiles';
import { lineHandlers } from './handlersLines';
import { referenceHandlers } from './handlersReference';
import { reportHandlers } from './handlersReports';

/**
 * spec 4 §7.1 after-sales reports (`/api/sav/v1`), issue 37: the reports of SAV_FICHE and their
 * SAV_2 copies (`sav_reports`), their lines (`sav_lines`), the stock (`sav_stock`), and what the
 * form reads (clients, machines, options in settings of scope `sav-gestion`). Every rule is
 * core's (`core/src/sav`): §5 checks with their French texts, §4.1 statuses and read-only, the
 * postcode split, the field-level merge. An edit and the deletion of its old lines carrying a
 * `saveId` are applied once (a replayed edit sequence deletes no line sent after it).
 */
export const savHandlers = namingSaves(
  'sav',
  defineHandlers('sav', {
    ...reportHandlers,
    ...lineHandlers,
    ...referenceHandlers,
    ...fileHandlers,
  }),
  {
    edit_or: (payload) => `report:${String(payload.id)}`,
    delete_old_moteur_by_link: (payload) => `lines:${String(payload.link)}`,
  },
);
