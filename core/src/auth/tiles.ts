import { TOOLS, TOOL_GROUPS } from '../tools/toolRegistry';
import type { ToolDef, ToolGroupId, ToolRoute } from '../tools/toolRegistry';

/** The five home groups (spec 1 §2, §9): the tool registry's groups. */
export const TILE_GROUPS = TOOL_GROUPS;

export type TileGroupId = ToolGroupId;

/** A home tile: a tool of the registry. */
export type HomeTile = ToolDef<ToolRoute>;

/** The home tile table of spec 1 §2, in its order: the tool registry itself. */
export const HOME_TILES: readonly HomeTile[] = TOOLS;

export type Device = 'phone' | 'tablet' | 'desktop';

export interface TileGroup {
  readonly id: TileGroupId;
  readonly label: string;
  readonly tiles: readonly HomeTile[];
}

/**
 * The home page's tiles (spec 1 §2): only allowed applications; on a phone only tiles flagged
 * mobile, on a tablet only tiles flagged tablet; grouped under the headings in group order, empty
 * groups left out, tiles in table order.
 */
export function visibleTiles(apps: readonly string[], device: Device): TileGroup[] {
  const shown = HOME_TILES.filter(
    (tile) =>
      apps.includes(tile.path) &&
      (device === 'phone' ? tile.mobile : device === 'tablet' ? tile.tablet : true),
  );
  return TILE_GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    tiles: shown.filter((tile) => tile.group === group.id),
  })).filter((group) => group.tiles.length > 0);
}
