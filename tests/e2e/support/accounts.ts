// The demo accounts (README) and the home tiles each must see, written from spec 1 §2's tile
// table so the browser tests do not trust the code they check.

export interface TileRow {
  readonly path: string;
  readonly label: string;
  readonly group: 1 | 2 | 3 | 4 | 5;
  readonly mobile: boolean;
  readonly tablet: boolean;
}

export const HEADINGS = {
  1: 'Planning(s)',
  2: 'Etat des lieux',
  3: 'Autre(s)',
  4: 'Gestion',
  5: 'Compte rendu',
} as const;

export const TILE_TABLE: readonly TileRow[] = [
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

const ALL_TOOLS = TILE_TABLE.map((t) => t.path);

export interface DemoAccount {
  readonly login: string;
  readonly password: string;
  readonly apps: readonly string[];
}

export const ACCOUNTS = {
  admin: { login: 'admin', password: 'admin', apps: ALL_TOOLS },
  planif: { login: 'planif', password: 'planif', apps: ALL_TOOLS },
  tech: {
    login: 'tech',
    password: 'tech',
    apps: [
      'planning-technicien',
      'etat-des-lieux-materiel',
      'sav-gestion',
      'planning-livraison',
      'gestion-livraison',
    ],
  },
} as const satisfies Record<string, DemoAccount>;

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
} as const;

export type DeviceName = keyof typeof VIEWPORTS;

/** Headings (in order) and tile paths (in table order within each group) a user sees on a device. */
export function expectedHome(apps: readonly string[], device: DeviceName) {
  const rows = TILE_TABLE.filter(
    (t) =>
      apps.includes(t.path) &&
      (device === 'phone' ? t.mobile : device === 'tablet' ? t.tablet : true),
  );
  const groups = ([1, 2, 3, 4, 5] as const)
    .map((g) => ({ heading: HEADINGS[g], tiles: rows.filter((t) => t.group === g) }))
    .filter((g) => g.tiles.length > 0);
  return groups;
}
