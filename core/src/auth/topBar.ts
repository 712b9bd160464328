/** The product title, shown in the top bar on home. */
export const PRODUCT_TITLE = 'LocaSuite';

/** Routes where the top bar never shows (spec 1 §2 Shell). */
const NO_TOP_BAR = ['login', 'signature-double-authentification'];

function segments(pathname: string): string[] {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path.split('/').filter((part) => part !== '');
}

/**
 * The top bar's title (spec 1 §2 Shell): the application's path in capitals with dashes as spaces
 * (`/planning-disponibilite` → `PLANNING DISPONIBILITE`), or the product title on home.
 */
export function topBarTitle(pathname: string): string {
  const first = segments(pathname)[0];
  return first === undefined ? PRODUCT_TITLE : first.replace(/-/g, ' ').toUpperCase();
}

/** Whether a query string has `header=hide` (with or without the leading `?`). */
export function headerHidden(search: string): boolean {
  return search
    .replace(/^\?/, '')
    .split('&')
    .some((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return safeDecode(key) === 'header' && safeDecode(value) === 'hide';
    });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * Whether the top bar shows (spec 1 §2 Shell): everywhere except on `/login`, on
 * `/signature-double-authentification`, on nested paths (`/etat-des-lieux-materiel/signature`) and
 * when the query parameter `header` equals `hide`.
 */
export function showsTopBar(pathname: string, search = ''): boolean {
  const parts = segments(pathname);
  if (parts.length > 1) return false;
  if (parts[0] !== undefined && NO_TOP_BAR.includes(parts[0])) return false;
  return !headerHidden(search);
}
