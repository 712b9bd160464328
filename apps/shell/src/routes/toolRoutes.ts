import type { ComponentType, LazyExoticComponent } from 'react';
import { PUBLIC_PAGES, TOOLS } from '@locasuite/core';
import type { PublicPageRoute, ToolRoute } from '@locasuite/core';
import { lazyPage } from './lazyPage';
import type { ToolShellProps } from './toolPageProps';

type LazyToolPage = LazyExoticComponent<ComponentType<ToolShellProps>>;

export interface ToolRouteDef {
  readonly path: string;
  readonly page: LazyToolPage;
}

// Until a tool ships as its `apps/<route>` package, its route loads the "being prepared" page.
const preparing = () => import('../pages/ToolPlaceholderPage').then((m) => m.ToolPlaceholderPage);

/**
 * The page of every tool of core's registry, each lazy-loaded so its libraries load only with it.
 * Keyed by `ToolRoute`: a tool added to the registry fails the typecheck here until it has a page.
 */
const TOOL_PAGES: Record<ToolRoute, LazyToolPage> = {
  'planning-disponibilite': lazyPage(() =>
    import('@locasuite/planning-disponibilite').then((m) => m.PlanningDisponibilitePage),
  ),
  'planning-livraison': lazyPage(() =>
    import('@locasuite/planning-livraison').then((m) => m.PlanningLivraisonPage),
  ),
  'planning-technicien': lazyPage(() =>
    import('@locasuite/planning-technicien').then((m) => m.PlanningTechnicienPage),
  ),
  'planning-gestion-rdv-velo': lazyPage(() =>
    import('@locasuite/planning-gestion-rdv-velo').then((m) => m.PlanningGestionRdvVeloPage),
  ),
  statistiques: lazyPage(() => import('@locasuite/statistiques').then((m) => m.StatistiquesPage)),
  'email-visualisation': lazyPage(() =>
    import('@locasuite/email-visualisation').then((m) => m.EmailVisualisationPage),
  ),
  'etat-des-lieux-materiel': lazyPage(preparing),
  'etat-des-lieux-velo': lazyPage(preparing),
  'gestion-livraison': lazyPage(preparing),
  'signature-en-ligne': lazyPage(preparing),
  'sav-gestion': lazyPage(preparing),
  'contrat-gestion': lazyPage(preparing),
};

const PUBLIC_PAGE_LOADERS: Record<PublicPageRoute, LazyToolPage> = {
  'etat-des-lieux-materiel/signature': lazyPage(preparing),
  'signature-double-authentification': lazyPage(preparing),
};

/** The tool routes of spec 1 §2, in the registry's order (with `etat-des-lieux-velo`, DECISIONS.md). */
export const TOOL_ROUTES: readonly ToolRouteDef[] = TOOLS.map((tool) => ({
  path: tool.path,
  page: TOOL_PAGES[tool.path],
}));

/**
 * Customers' pages (spec 1 §2, DECISIONS.md): reached from a link sent by email or SMS, by people
 * who have no LocaSuite account, so they need no session and show no top bar.
 */
export const PUBLIC_ROUTES: readonly ToolRouteDef[] = PUBLIC_PAGES.map((page) => ({
  path: page.path,
  page: PUBLIC_PAGE_LOADERS[page.path],
}));
