import type { FamilyDef } from '../api/catalogue';

/**
 * The user's allowed applications (spec 1 §3: `web_application_to_show`, comma-separated paths):
 * parts trimmed, a leading `/` removed, empty parts dropped.
 */
export function parseAllowedApplications(
  webApplicationToShow: string | null | undefined,
): string[] {
  if (typeof webApplicationToShow !== 'string') return [];
  return webApplicationToShow
    .split(',')
    .map((part) => part.trim().replace(/^\/+/, '').replace(/\/+$/, '').trim())
    .filter((part) => part !== '');
}

/**
 * The tool a route belongs to: its first path segment, without leading slash, query or hash
 * (`/etat-des-lieux-materiel?contrat=1` → `etat-des-lieux-materiel`).
 */
export function routeName(route: string): string {
  const path = route.split(/[?#]/)[0] ?? '';
  return path.replace(/^\/+/, '').split('/')[0] ?? '';
}

/**
 * Whether a tool page may render (spec 1 §2, spec 2 §2, spec 3 §2, spec 4 §2): its route name is in
 * the allowed list; otherwise the page renders nothing. Home (`/`) is open to everyone signed in.
 */
export function canOpen(apps: readonly string[], route: string): boolean {
  const name = routeName(route);
  return name === '' || apps.includes(name);
}

/** Whether a user may call an API family: one of its routes is allowed, or it has none. */
export function familyOpenTo(apps: readonly string[], family: Pick<FamilyDef, 'routes'>): boolean {
  return family.routes.length === 0 || family.routes.some((route) => apps.includes(route));
}

/** spec 1 §6, spec 2 §6, spec 3 §6: admin is the user field `admin` equal to 1 (number or text). */
export function isAdmin(user: { readonly admin?: unknown } | null | undefined): boolean {
  const admin = user?.admin;
  if (typeof admin === 'number') return admin === 1;
  if (typeof admin === 'string') return admin.trim() === '1';
  return false;
}
