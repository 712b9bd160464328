import {
  AVAILABILITY_EVENT_TYPES,
  CALENDAR_COLOR_MESSAGES as M,
  DEFAULT_CALENDAR_COLORS,
  DEFAULT_STATUS_COLORS,
  PLANNING_STATUSES,
  deliveryColorInJson,
  deliveryColorsJson,
  isHexColor,
} from '@locasuite/core';
import { HttpError } from '../HttpError';
import type { HandlerContext } from '../http/defineHandlers';

/** The stored values of a scheme's rows, by key (undefined when never saved). */
export type StoredColorRows = Readonly<Record<string, string | undefined>>;

/**
 * What the calendar colours of one planning are (spec 1 §7, spec 2 §7.1): the settings rows
 * `get_calendar_colors` answers and how `save_calendar_colors` turns the colours text into rows.
 * The handlers are the same for every planning (`calendarColorsHandlers` in planningSettings.ts).
 */
export interface CalendarColorScheme {
  /**
   * The settings rows answered, in this order; a row with no stored value is answered with its
   * `fallback`, or left out when it has none.
   */
  readonly rows: readonly { readonly key: string; readonly fallback?: string }[];
  /**
   * When the answered values depend on data (the bike planning's appointment types live in the
   * database): the rows' values from the stored ones. Without it, a row answers its stored value,
   * else its `fallback`.
   */
  answer?(stored: StoredColorRows, ctx: HandlerContext): Promise<StoredColorRows>;
  /**
   * The settings rows saved from the colours text (already checked to be JSON by the catalogue)
   * and the rows stored before; throws a French `HttpError` 422 when the colours are not valid
   * for this planning.
   */
  save(
    colors: string,
    ctx: HandlerContext,
    stored: StoredColorRows,
  ): Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>;
}

/** The colours text as an object, or a 422 saying what is expected. */
export function colorObject(text: string, expected: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(422, M.notJson);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(422, expected);
  }
  return parsed as Record<string, unknown>;
}

/**
 * Availability planning (spec 1 §3 Settings): `calendar_colors`, every event type with a label
 * and a `#rrggbb` colour; a missing label takes the default one.
 */
export const AVAILABILITY_COLORS: CalendarColorScheme = {
  rows: [{ key: 'calendar_colors', fallback: JSON.stringify(DEFAULT_CALENDAR_COLORS) }],
  save(colors) {
    const source = colorObject(colors, M.notAnEventTypeObject) as Record<
      string,
      { label?: unknown; color?: unknown } | undefined
    >;
    const result: Record<string, { label: string; color: string }> = {};
    for (const type of AVAILABILITY_EVENT_TYPES) {
      const entry = source[type];
      if (!entry || !isHexColor(entry.color)) {
        throw new HttpError(422, M.badEventTypeColor(type));
      }
      result[type] = {
        label:
          typeof entry.label === 'string' && entry.label.trim()
            ? entry.label.trim().slice(0, 60)
            : DEFAULT_CALENDAR_COLORS[type].label,
        color: entry.color.trim().toUpperCase(),
      };
    }
    return { calendar_colors: JSON.stringify(result) };
  },
};

/**
 * Delivery planning (spec 1 §7): the delivery colour, kept alone (`delivery_color`) and as the
 * `calendar_colors` JSON; neither row is answered before a first save.
 */
export const DELIVERY_COLORS: CalendarColorScheme = {
  rows: [{ key: 'calendar_colors' }, { key: 'delivery_color' }],
  save(colors) {
    const color = deliveryColorInJson(colors);
    if (color === null) {
      throw new HttpError(422, M.badDeliveryColor);
    }
    return { delivery_color: color, calendar_colors: deliveryColorsJson(color) };
  },
};

const RRGGBB = /^#[0-9a-fA-F]{6}$/;

/**
 * Technician planning (spec 2 §7.1): `status_colors`, one `#rrggbb` colour per intervention
 * status (core's `PLANNING_STATUSES`), the statuses not sent keeping their default.
 */
export const STATUS_COLORS: CalendarColorScheme = {
  rows: [{ key: 'status_colors', fallback: JSON.stringify(DEFAULT_STATUS_COLORS) }],
  save(colors) {
    const source = colorObject(colors, M.notAStatusObject);
    const saved: Record<string, string> = {};
    for (const [status, color] of Object.entries(source)) {
      if (!(PLANNING_STATUSES as readonly string[]).includes(status)) {
        throw new HttpError(422, M.unknownStatus(status, PLANNING_STATUSES));
      }
      if (typeof color !== 'string' || !RRGGBB.test(color)) {
        throw new HttpError(422, M.badStatusColor(status));
      }
      saved[status] = color;
    }
    return { status_colors: JSON.stringify({ ...DEFAULT_STATUS_COLORS, ...saved }) };
  },
};
