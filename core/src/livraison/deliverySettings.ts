import { DELIVERY_PLANNING } from './deliveryPlanning';

/** A settings row as the calls answer it (spec 1 §3 Settings: Key, Value). */
export interface SettingRowLike {
  readonly Key: string;
  readonly Value: string | number | null;
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A colour the calendar and the colour field accept: `#RRGGBB`. */
function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/**
 * spec 1 §4: the delivery colour of the delivery planning: the saved `delivery_color` row when it
 * is a valid `#RRGGBB`, else the default #4CAF50.
 */
export function deliveryColorOf(rows: readonly SettingRowLike[]): string {
  const saved = rows.find((row) => row.Key === 'delivery_color')?.Value;
  return isHexColor(saved) ? saved.toUpperCase() : DELIVERY_PLANNING.defaultColor;
}

/**
 * The colours JSON saved by `save_calendar_colors` for the delivery planning:
 * `{ LIVRAISON: { label: 'Livraison', color } }` (the spec 1 §3 colour shape, one event type).
 */
export function deliveryColorsJson(color: string): string {
  return JSON.stringify({ LIVRAISON: { label: 'Livraison', color: color.toUpperCase() } });
}

/** The delivery colour inside a `colors` JSON text, or null when it holds none valid. */
export function deliveryColorInJson(colors: string): string | null {
  try {
    const parsed: unknown = JSON.parse(colors);
    const entry =
      parsed && typeof parsed === 'object'
        ? (parsed as Record<string, unknown>).LIVRAISON
        : undefined;
    const color =
      entry && typeof entry === 'object' ? (entry as Record<string, unknown>).color : undefined;
    return isHexColor(color) ? color.toUpperCase() : null;
  } catch {
    return null;
  }
}
