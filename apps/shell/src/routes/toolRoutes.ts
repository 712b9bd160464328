import { PUBLIC_PAGES, TOOLS, canOpen, routeName } from '@locasuite/core';
import { locaSuiteTheme } from '@locasuite/ui';
import type { ToolUser } from '@locasuite/ui';
import type { PublicPageRoute, ToolRoute } from '@locasuite/core';
import { lazyPage, matchesNow } from './lazyPage';
import type { PreloadablePage } from './lazyPage';
import type { ToolShellProps } from './toolPageProps';

type LazyToolPage = PreloadablePage<ToolShellProps>;

export interface ToolRouteDef {
  readonly path: string;
  readonly page: LazyToolPage;
}

// One page for both condition-check routes: the route scopes it to bike families (DECISIONS.md).
const etatDesLieux = () =>
  import('@locasuite/etat-des-lieux-materiel').then((m) => m.EtatDesLieuxMaterielPage);

/**
 * The page of every tool of core's registry, each lazy-loaded so its libraries load only with it.
 * Keyed by `ToolRoute`: a tool added to the registry fails the typecheck here until it has a page.
 */
const TOOL_PAGES: Record<ToolRoute, LazyToolPage> = {
  'planning-disponibilite': lazyPage(
    () => import('@locasuite/planning-disponibilite').then((m) => m.PlanningDisponibilitePage),
    {
      prefetch: () =>
        import('@locasuite/planning-disponibilite/prefetch').then(
          (m) => m.prefetchPlanningDisponibilite,
        ),
      readsFirstAnswers: true,
    },
  ),
  'planning-livraison': lazyPage(() =>
    import('@locasuite/planning-livraison').then((m) => m.PlanningLivraisonPage),
  ),
  'planning-technicien': lazyPage(
    () => import('@locasuite/planning-technicien').then((m) => m.PlanningTechnicienPage),
    {
      prefetch: () =>
        import('@locasuite/planning-technicien/prefetch').then((m) => m.prefetchPlanningTechnicien),
      readsFirstAnswers: true,
    },
  ),
  'planning-gestion-rdv-velo': lazyPage(() =>
    import('@locasuite/planning-gestion-rdv-velo').then((m) => m.PlanningGestionRdvVeloPage),
  ),
  statistiques: lazyPage(() => import('@locasuite/statistiques').then((m) => m.StatistiquesPage)),
  'email-visualisation': lazyPage(() =>
    import('@locasuite/email-visualisation').then((m) => m.EmailVisualisationPage),
  ),
  'etat-des-lieux-materiel': lazyPage<ToolShellProps>(etatDesLieux),
  'etat-des-lieux-velo': lazyPage<ToolShellProps>(etatDesLieux),
  'gestion-livraison': lazyPage(() =>
    import('@locasuite/gestion-livraison').then((m) => m.GestionLivraisonPage),
  ),
  'signature-en-ligne': lazyPage(() =>
    import('@locasuite/signature-en-ligne').then((m) => m.SignatureEnLignePage),
  ),
  'sav-gestion': lazyPage(() => import('@locasuite/sav-gestion').then((m) => m.SavGestionPage)),
  'contrat-gestion': lazyPage(() =>
    import('@locasuite/contrat-gestion').then((m) => m.ContratGestionPage),
  ),
};

const PUBLIC_PAGE_LOADERS: Record<PublicPageRoute, LazyToolPage> = {
  'etat-des-lieux-materiel/signature': lazyPage(() =>
    import('@locasuite/etat-des-lieux-materiel').then((m) => m.SignaturePage),
  ),
  'signature-double-authentification': lazyPage(() =>
    import('@locasuite/signature-en-ligne').then((m) => m.DoubleAuthPage),
  ),
  'signature-en-ligne/verification': lazyPage(() =>
    import('@locasuite/signature-en-ligne').then((m) => m.VerificationPage),
  ),
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

/**
 * Starts downloading the code of the tool at `pathname` while the stored session is looked up,
 * when the apps the device's last user could open include it (`readOpenedApps`): the page then
 * renders as soon as the user is known. Nothing is downloaded for a tool the user cannot open.
 */
export function preloadToolPage(pathname: string, apps: readonly string[]): void {
  const route = routeName(pathname);
  if (route === '' || !canOpen(apps, route)) return;
  TOOL_ROUTES.find((def) => def.path === route)?.page.preload();
}

/**
 * Starts the first loads of the tool at `pathname` for `user` as soon as its code is there (the
 * stored session's lookup just answered), before React renders the page: nothing for a tool the
 * user cannot open. Resolves once they have been handed to `fetch` (`SENT_WAIT_MS` at most).
 */
export function prefetchToolPage(pathname: string, user: ToolUser): Promise<void> {
  const route = routeName(pathname);
  if (route === '' || !canOpen(user.apps, route)) return Promise.resolve();
  const page = TOOL_ROUTES.find((def) => def.path === route)?.page;
  return page
    ? page.prefetchFor(user, matchesNow(locaSuiteTheme.breakpoints.down('sm')))
    : Promise.resolve();
}
