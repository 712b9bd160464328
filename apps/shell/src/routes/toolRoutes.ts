import type { ComponentType, LazyExoticComponent } from 'react';
import type { ShellUser } from '../session/ShellUser';
import { lazyPage } from './lazyPage';
import type { ToolClientProps } from './ToolClientProps';

/** What the shell's route gives a tool page before its chunk loads. */
export interface ToolShellProps {
  /** The route, without the leading slash. */
  readonly route: string;
  /** The signed-in user; null on the customers' public pages. */
  readonly user: ShellUser | null;
}

/** The props of a tool page: the route, the user and the API client (`api`). */
export type ToolPageProps = ToolShellProps & ToolClientProps;

export interface ToolRouteDef {
  readonly path: string;
  readonly page: LazyExoticComponent<ComponentType<ToolShellProps>>;
}

// Until a tool ships as its `apps/<route>` package, its route loads the "being prepared" page.
const preparing = () => import('../pages/ToolPlaceholderPage').then((m) => m.ToolPlaceholderPage);

/**
 * The tool routes of spec 1 §2, each lazy-loaded so its libraries load only with it; plus
 * `etat-des-lieux-velo` (DECISIONS.md: the bike condition check gets its own route).
 */
export const TOOL_ROUTES: readonly ToolRouteDef[] = [
  {
    path: 'planning-disponibilite',
    page: lazyPage<ToolShellProps>(() =>
      import('@locasuite/planning-disponibilite').then((m) => m.PlanningDisponibilitePage),
    ),
  },
  {
    path: 'planning-livraison',
    page: lazyPage(() =>
      import('@locasuite/planning-livraison').then((m) => m.PlanningLivraisonPage),
    ),
  },
  { path: 'planning-technicien', page: lazyPage(preparing) },
  { path: 'planning-gestion-rdv-velo', page: lazyPage(preparing) },
  {
    path: 'statistiques',
    page: lazyPage(() => import('@locasuite/statistiques').then((m) => m.StatistiquesPage)),
  },
  {
    path: 'email-visualisation',
    page: lazyPage<ToolShellProps>(() =>
      import('@locasuite/email-visualisation').then((m) => m.EmailVisualisationPage),
    ),
  },
  { path: 'etat-des-lieux-materiel', page: lazyPage(preparing) },
  { path: 'etat-des-lieux-velo', page: lazyPage(preparing) },
  { path: 'gestion-livraison', page: lazyPage(preparing) },
  { path: 'signature-en-ligne', page: lazyPage(preparing) },
  { path: 'sav-gestion', page: lazyPage(preparing) },
  { path: 'contrat-gestion', page: lazyPage(preparing) },
];

/**
 * Customers' pages (spec 1 §2, DECISIONS.md): reached from a link sent by email or SMS, by people
 * who have no LocaSuite account, so they need no session and show no top bar.
 */
export const PUBLIC_ROUTES: readonly ToolRouteDef[] = [
  { path: 'etat-des-lieux-materiel/signature', page: lazyPage(preparing) },
  { path: 'signature-double-authentification', page: lazyPage(preparing) },
];
