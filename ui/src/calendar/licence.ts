/** FullCalendar's preset for non-commercial use: the README says which key a rental business needs. */
export const DEFAULT_CALENDAR_LICENSE_KEY = 'CC-Attribution-NonCommercial-NoDerivatives';

/**
 * The FullCalendar scheduler's licence key: `VITE_FULLCALENDAR_LICENSE_KEY` of the build when it
 * is set (DEPENDENCIES.md), the non-commercial preset otherwise. A page may still pass its own.
 */
export function calendarLicenseKey(given?: string): string {
  const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env;
  return (
    given?.trim() || env?.VITE_FULLCALENDAR_LICENSE_KEY?.trim() || DEFAULT_CALENDAR_LICENSE_KEY
  );
}
