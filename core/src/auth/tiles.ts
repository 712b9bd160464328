/** The five home groups (spec 1 §2, §9). */
export const TILE_GROUPS = [
  { id: 1, label: 'Planning(s)' },
  { id: 2, label: 'Etat des lieux' },
  { id: 3, label: 'Autre(s)' },
  { id: 4, label: 'Gestion' },
  { id: 5, label: 'Compte rendu' },
] as const;

export type TileGroupId = (typeof TILE_GROUPS)[number]['id'];

export interface HomeTile {
  /** Route name, without the leading slash. */
  readonly path: string;
  readonly label: string;
  readonly group: TileGroupId;
  /** Shown on phone-size screens. */
  readonly mobile: boolean;
  /** Shown on tablet-size screens (medium and below). */
  readonly tablet: boolean;
}

/** The home tile table of spec 1 §2, in its order. */
export const HOME_TILES: readonly HomeTile[] = [
  { path: 'planning-disponibilite', label: 'Disponibilité', group: 1, mobile: true, tablet: true },
  { path: 'planning-livraison', label: 'Livraison', group: 1, mobile: false, tablet: true },
  { path: 'planning-technicien', label: 'Techniciens', group: 1, mobile: true, tablet: true },
  {
    path: 'planning-gestion-rdv-velo',
    label: 'Gestion RDV',
    group: 1,
    mobile: false,
    tablet: true,
  },
  { path: 'statistiques', label: 'Statistiques', group: 5, mobile: true, tablet: true },
  {
    path: 'email-visualisation',
    label: 'Email visualisation',
    group: 3,
    mobile: true,
    tablet: true,
  },
  { path: 'etat-des-lieux-materiel', label: 'Materiel', group: 2, mobile: true, tablet: true },
  { path: 'etat-des-lieux-velo', label: 'Vélo', group: 2, mobile: true, tablet: true },
  { path: 'gestion-livraison', label: 'Livraison', group: 4, mobile: false, tablet: true },
  { path: 'signature-en-ligne', label: 'Signature en ligne', group: 3, mobile: true, tablet: true },
  { path: 'sav-gestion', label: 'SAV', group: 4, mobile: true, tablet: true },
  { path: 'contrat-gestion', label: 'Contrat', group: 4, mobile: true, tablet: true },
];

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
