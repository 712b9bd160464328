/**
 * Colours per appointment type (spec 2 §2.2 calendar settings "a colour per appointment type";
 * §9 "Default colours per appointment type: not shown"): ours, one per type in list order.
 */
export const RDV_TYPE_PALETTE = [
  '#1E88E5',
  '#43A047',
  '#FB8C00',
  '#8E24AA',
  '#00897B',
  '#E53935',
  '#6D4C41',
  '#3949AB',
] as const;

/** The default colour of each appointment type key, then the saved ones over them. */
export function rdvTypeColors(
  types: readonly { readonly KEY: string }[],
  saved?: unknown,
): Record<string, string> {
  const colors: Record<string, string> = {};
  types.forEach((t, i) => {
    colors[t.KEY] = RDV_TYPE_PALETTE[i % RDV_TYPE_PALETTE.length] as string;
  });
  if (saved && typeof saved === 'object' && !Array.isArray(saved)) {
    for (const [key, color] of Object.entries(saved as Record<string, unknown>)) {
      if (key in colors && typeof color === 'string' && /^#[0-9a-fA-F]{6}$/.test(color)) {
        colors[key] = color;
      }
    }
  }
  return colors;
}
