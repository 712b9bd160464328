import { defineHandlers, type Handler, type HandlerSet } from '../../http/defineHandlers';
import { namingSaves } from '../../http/saveReplay';
import { fileHandlers } from './handlersFiles';
import { lineHandlers, linesSubject } from './handlersLines';
import { referenceHandlers } from './handlersReference';
import { reportHandlers, reportSubject } from './handlersReports';
import { settleDueSaves } from './openSaves';

/**
 * Every after-sales call first applies the saves sent in several calls found complete and drops
 * the expired ones (`openSaves.ts`): what it reads or writes is the settled state.
 */
function settlingSaves(set: HandlerSet): HandlerSet {
  const handlers: Record<string, Handler> = {};
  for (const [name, handler] of Object.entries(set.handlers)) {
    const settling = async (ctx: Parameters<Handler>[0], payload: unknown) => {
      await settleDueSaves(ctx);
      return handler(ctx, payload);
    };
    // The handler's marks (read, cached, transaction) go with it.
    handlers[name] = Object.assign(settling, handler) as Handler;
  }
  return { family: set.family, handlers };
}

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
  settlingSaves(
    defineHandlers('sav', {
      ...reportHandlers,
      ...lineHandlers,
      ...referenceHandlers,
      ...fileHandlers,
    }),
  ),
  {
    edit_or: (payload) => reportSubject(payload.id),
    delete_old_moteur_by_link: (payload) => linesSubject(payload.link),
  },
);
