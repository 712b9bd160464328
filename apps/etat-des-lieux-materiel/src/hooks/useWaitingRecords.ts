/** No record waits: the device's store does not exist yet. */
const NONE: ReadonlySet<string> = new Set();

/**
 * spec 3 §2.1 « a red cloud icon when a record is stored locally awaiting synchronisation »,
 * §4.2: the records (`CLD_IDEnreg`) finished on this device and not sent yet. The device's store
 * of finished forms is the next issue's (offline storage); until it exists nothing waits, and
 * the dashboard already draws the icon for every id this hook returns.
 */
export function useWaitingRecords(): ReadonlySet<string> {
  return NONE;
}
