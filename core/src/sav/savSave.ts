import { savReportReadOnly } from './savStatus';

/**
 * How long a save sent in several calls may stay open (ours, issue 37). The old client sends a
 * save as calls back to back (spec 4 §4.1: creation sends the report, then each line, then the
 * SAV_2 copy; editing sends the report, deletes the old lines by link, re-sends the lines); a
 * device back from airplane mode replays its queue in that order. Until the save completes, its
 * calls are kept aside with it and nobody else sees them; a validation (Statut 140) completes
 * with its SAV_2 copy call and, without it within fifteen minutes (a queue of lines on a slow
 * network), is dropped: nothing of it is applied, the report stays as it was.
 */
export const SAV_SAVE_WINDOW_MS = 15 * 60 * 1000;

/**
 * A save that signs a report without validating it (Statut 130 with a signature: read-only, spec 4
 * §4.1) has no SAV_2 copy call: it completes once no call of it came for thirty seconds (the old
 * client sends its calls back to back), and is then applied in one transaction. A draft's calls
 * are each applied at once: a draft stays editable, and the device sending its save again
 * converges to the same report.
 */
export const SAV_SIGNED_QUIET_MS = 30 * 1000;

/** A save sent in several calls, kept aside until it completes. */
export interface SavOpenSave {
  /** Whether it validates the report (Statut 140): it then completes with the SAV_2 copy call. */
  readonly validates: boolean;
  readonly openedAt: Date | number;
  /** Its last call (report, line, deletion by link). */
  readonly lastCallAt: Date | number;
}

/** What a call of the old client's order (report, line, deletion by link, copy) meets. */
export type SavLineAccess =
  /** A stored draft without signature and no save open on it: lines come and go at once. */
  | 'draft'
  /** A save is open on the report: the call is kept aside with it. */
  | 'sameSave'
  /** A save that signs without validating went quiet: complete, applied before anything else. */
  | 'due'
  /** A validation whose SAV_2 copy call never came within the window: dropped, nothing applied. */
  | 'expired'
  /** Validated or signed, no save open on it: read-only (spec 4 §4.1). */
  | 'locked';

const ms = (at: Date | number) => new Date(at).getTime();

/**
 * spec 4 §4.1 « A report with status 140 or an existing signature is read-only », with the save
 * sent in several calls that may be open on it (`save`; null: none), at `now`.
 */
export function savLineAccess(
  report: Readonly<Record<string, unknown>> | null,
  save: SavOpenSave | null,
  now: Date | number,
): SavLineAccess {
  if (save !== null) {
    if (save.validates) {
      return ms(now) < ms(save.openedAt) + SAV_SAVE_WINDOW_MS ? 'sameSave' : 'expired';
    }
    return ms(now) < ms(save.lastCallAt) + SAV_SIGNED_QUIET_MS ? 'sameSave' : 'due';
  }
  return report !== null && savReportReadOnly(report) ? 'locked' : 'draft';
}
