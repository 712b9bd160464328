import { ack, fieldList, settingRecord } from '../answers';
import { jsonText, noPayload, payload, weekdayList } from '../fields';

/**
 * The four calendar-settings calls that the plannings share (spec 1 §7, spec 2 §7.1 and §7.2):
 * colours (a JSON text under Value) and hidden weekdays (comma list, 0 = Sunday). Reading is open
 * to the tool's users; saving is admin-only (spec 1 §6, spec 2 §6).
 */
export function calendarSettingsCalls(colorsOf: string) {
  return {
    get_calendar_colors: {
      payload: noPayload,
      answer: () => fieldList(settingRecord()),
      summary: `Couleurs ${colorsOf} (Value : JSON).`,
    },
    save_calendar_colors: {
      access: 'admin' as const,
      payload: () => payload({ colors: jsonText() }),
      answer: ack,
      summary: `Enregistre les couleurs ${colorsOf} (texte JSON).`,
    },
    get_day_to_hide: {
      payload: noPayload,
      answer: () => fieldList(settingRecord()),
      summary: 'Jours masqués (Value : numéros séparés par des virgules, 0 = dimanche).',
    },
    save_day_to_hide: {
      access: 'admin' as const,
      payload: () => payload({ days: weekdayList() }),
      answer: ack,
      summary: 'Enregistre les jours masqués.',
    },
  };
}
