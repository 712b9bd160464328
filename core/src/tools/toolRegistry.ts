import type { FamilyKey } from '../api/catalogue';

/** The five home groups (spec 1 §2, §9). */
export const TOOL_GROUPS = [
  { id: 1, label: 'Planning(s)' },
  { id: 2, label: 'Etat des lieux' },
  { id: 3, label: 'Autre(s)' },
  { id: 4, label: 'Gestion' },
  { id: 5, label: 'Compte rendu' },
] as const;

export type ToolGroupId = (typeof TOOL_GROUPS)[number]['id'];

/**
 * The icon of a tool, by name: the UI kit maps each name to a drawing (`ToolIcon`), so a new name
 * here fails the kit's typecheck until it is drawn.
 */
export type ToolIconName =
  | 'eventAvailable'
  | 'localShipping'
  | 'engineering'
  | 'calendarMonth'
  | 'insights'
  | 'mail'
  | 'playlistAddCheck'
  | 'pedalBike'
  | 'route'
  | 'draw'
  | 'build'
  | 'description'
  | 'assignment';

export interface ToolDef<R extends string = string> {
  /** Route name, without the leading slash. */
  readonly path: R;
  /** The home tile's label (spec 1 §2). */
  readonly label: string;
  readonly group: ToolGroupId;
  /** Shown on phone-size screens. */
  readonly mobile: boolean;
  /** Shown on tablet-size screens (medium and below). */
  readonly tablet: boolean;
  /** The API family the tool calls: having the tool opens the family (spec 1 §7). */
  readonly family: FamilyKey;
  readonly icon: ToolIconName;
  /**
   * Opens without the server (spec 3 §3.4): when the session cannot be looked up, the shell opens
   * it with the user last looked up on this device, and the tool reads what it kept there.
   */
  readonly offline?: boolean;
}

/**
 * The tools of the suite, in the home table's order (spec 1 §2), plus `etat-des-lieux-velo`
 * (DECISIONS.md). The home tiles, the API families' routes, the shell's routes, the icons and the
 * demo accounts all derive from this table: adding a tool is one entry here, and the compiler
 * then lists every `Record<ToolRoute, …>` that must follow.
 */
export const TOOLS = [
  {
    path: 'planning-disponibilite',
    label: 'Disponibilité',
    group: 1,
    mobile: true,
    tablet: true,
    family: 'planningDisponibilite',
    icon: 'eventAvailable',
  },
  {
    path: 'planning-livraison',
    label: 'Livraison',
    group: 1,
    mobile: false,
    tablet: true,
    family: 'planningLivraison',
    icon: 'localShipping',
  },
  {
    path: 'planning-technicien',
    label: 'Techniciens',
    group: 1,
    mobile: true,
    tablet: true,
    family: 'planningTechnicien',
    icon: 'engineering',
  },
  {
    path: 'planning-gestion-rdv-velo',
    label: 'Gestion RDV',
    group: 1,
    mobile: false,
    tablet: true,
    family: 'gestionRdvVelo',
    icon: 'calendarMonth',
  },
  {
    path: 'statistiques',
    label: 'Statistiques',
    group: 5,
    mobile: true,
    tablet: true,
    family: 'statistique',
    icon: 'insights',
  },
  {
    path: 'email-visualisation',
    label: 'Email visualisation',
    group: 3,
    mobile: true,
    tablet: true,
    family: 'emailVisualisation',
    icon: 'mail',
  },
  {
    path: 'etat-des-lieux-materiel',
    label: 'Materiel',
    group: 2,
    mobile: true,
    tablet: true,
    family: 'etatdl',
    icon: 'playlistAddCheck',
    offline: true,
  },
  {
    path: 'etat-des-lieux-velo',
    label: 'Vélo',
    group: 2,
    mobile: true,
    tablet: true,
    family: 'etatdl',
    icon: 'pedalBike',
    offline: true,
  },
  {
    path: 'gestion-livraison',
    label: 'Livraison',
    group: 4,
    mobile: false,
    tablet: true,
    family: 'planningLivraison',
    icon: 'route',
  },
  {
    path: 'signature-en-ligne',
    label: 'Signature en ligne',
    group: 3,
    mobile: true,
    tablet: true,
    family: 'pdfSigner',
    icon: 'draw',
  },
  {
    path: 'sav-gestion',
    label: 'SAV',
    group: 4,
    mobile: true,
    tablet: true,
    family: 'sav',
    icon: 'build',
    // Issue 37: a report is made in airplane mode (spec 4 §1 « created while offline »).
    offline: true,
  },
  {
    path: 'contrat-gestion',
    label: 'Contrat',
    group: 4,
    mobile: true,
    tablet: true,
    family: 'contrat',
    icon: 'description',
  },
] as const satisfies readonly ToolDef[];

/** A tool's route name (`'statistiques'`, `'planning-livraison'`, …). */
export type ToolRoute = (typeof TOOLS)[number]['path'];

/** Every tool route, in table order. */
export const TOOL_ROUTES: readonly ToolRoute[] = TOOLS.map((tool) => tool.path);

/**
 * Customers' pages (spec 1 §2, DECISIONS.md): reached from a link by people without an account,
 * so they are no tool of anyone's list and have no tile.
 */
export const PUBLIC_PAGES = [
  { path: 'etat-des-lieux-materiel/signature', icon: 'playlistAddCheck' },
  { path: 'signature-double-authentification', icon: 'assignment' },
  // Issue 36: anyone holding a signed PDF checks it here, without an account.
  { path: 'signature-en-ligne/verification', icon: 'draw' },
] as const satisfies readonly { path: string; icon: ToolIconName }[];

export type PublicPageRoute = (typeof PUBLIC_PAGES)[number]['path'];

/** Whether a text is a tool route of the registry. */
export function isToolRoute(value: string): value is ToolRoute {
  return (TOOL_ROUTES as readonly string[]).includes(value);
}

/** The registry entry of a route (without leading slash), or undefined for anything else. */
export function findTool(route: string): ToolDef<ToolRoute> | undefined {
  const name = route.replace(/^\/+/, '');
  return TOOLS.find((tool) => tool.path === name);
}

/** The tools that open an API family (spec 1 §7): a family's `routes` derive from this. */
export function toolsOfFamily(family: FamilyKey): ToolRoute[] {
  return TOOLS.filter((tool) => tool.family === family).map((tool) => tool.path);
}
