import { savReportReadOnly } from './savStatus';

/**
 * How long the lines of one save may still arrive after the call that validated (or signed) its
 * report, when that call did not carry them (ours, issue 37). The old client sends a validation as
 * several calls back to back (spec 4 §4.1: the report, then each line, then the SAV_2 copy; an
 * edit: the report, the old lines deleted by link, the web lines re-sent); a device back from
 * airplane mode replays its queue in that order. Fifteen minutes covers a queue of photos and
 * lines on a slow network; after it, or once the SAV_2 copy call closed the save, the report is
 * locked.
 */
export const SAV_SAVE_WINDOW_MS = 15 * 60 * 1000;

/** What a line call (add, delete by link) may do to a report. */
export type SavLineAccess =
  /** A draft without signature: lines come and go. */
  | 'draft'
  /** Locked, but its own save is still open: the lines of that save are taken. */
  | 'sameSave'
  /** Validated or signed, its save closed: read-only (spec 4 §4.1). */
  | 'locked';

/**
 * spec 4 §4.1 « A report with status 140 or an existing signature is read-only », with the save
 * that made it so still open until `openUntil` (null: closed) for the lines that follow it.
 */
export function savLineAccess(
  report: Readonly<Record<string, unknown>>,
  openUntil: Date | number | null,
  now: Date | number,
): SavLineAccess {
  if (!savReportReadOnly(report)) return 'draft';
  if (openUntil === null) return 'locked';
  return new Date(openUntil).getTime() > new Date(now).getTime() ? 'sameSave' : 'locked';
}
