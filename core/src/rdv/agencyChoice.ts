/**
 * spec 2 §2.2 `Liste des agences` "(several for admins, one for others, remembered)": the agencies
 * a person chose are kept on their user record, in `planning_display` under this key (beside the
 * other plannings' displays), as a list of agency ids (PR_ID_AG, as text).
 */
export const RDV_AGENCIES_DISPLAY_KEY = 'planning-gestion-rdv-velo-agences';

/** The most agencies one choice holds (ours: far above the agencies of the calendar). */
export const RDV_AGENCIES_MAX = 200;

/**
 * The saved choice read from `planning_display` (JSON text or object, as the user record gives
 * it): the ids as text, in order, without repeats; null when nothing usable is saved (the page
 * then shows its default).
 */
export function readRdvAgencyChoice(planningDisplay: unknown): string[] | null {
  let display: unknown = planningDisplay;
  if (typeof display === 'string') {
    try {
      display = JSON.parse(display);
    } catch {
      return null;
    }
  }
  if (typeof display !== 'object' || display === null) return null;
  const saved = (display as Record<string, unknown>)[RDV_AGENCIES_DISPLAY_KEY];
  if (!Array.isArray(saved)) return null;
  const ids: string[] = [];
  for (const value of saved) {
    const id = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
    if (/^\d{1,10}$/.test(id.trim()) && !ids.includes(id.trim())) ids.push(id.trim());
  }
  return ids.length === saved.length ? ids : null;
}
