import { CONDITION_CHECK_MESSAGES as M } from './messages';

/** DECISIONS.md "QR separator (3 §2.4)": `{contract}|{registration}`. */
export const CONDITION_QR_SEPARATOR = '|';

/** The text of an item's QR label (DECISIONS.md): `C000123|NAC-0042`. */
export function conditionQrText(contract: string, registration: string): string {
  return `${contract.trim()}${CONDITION_QR_SEPARATOR}${registration.trim()}`;
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** The query parameters of a URL-like text (no URL parser in core: it runs without the DOM). */
function queryParameters(text: string): Map<string, string> {
  const query = text.slice(text.indexOf('?') + 1).split('#')[0] ?? '';
  const parameters = new Map<string, string>();
  for (const pair of query.split('&')) {
    const [name = '', ...value] = pair.split('=');
    if (name !== '' && !parameters.has(decode(name)))
      parameters.set(decode(name), decode(value.join('=')));
  }
  return parameters;
}

/**
 * spec 3 §2.4 and DECISIONS.md: the contract and registration a scanned code holds, either
 * `{contract}|{registration}` (split at the first `|`) or a URL with `contrat` and `matricule`
 * query parameters. Null when a part is missing.
 */
export function parseConditionQr(
  scanned: string,
): { readonly contrat: string; readonly matricule: string } | null {
  const text = scanned.trim();
  let contrat = '';
  let matricule = '';
  if (text.includes('?')) {
    const parameters = queryParameters(text);
    contrat = parameters.get('contrat') ?? '';
    matricule = parameters.get('matricule') ?? '';
  } else {
    const at = text.indexOf(CONDITION_QR_SEPARATOR);
    if (at >= 0) {
      contrat = text.slice(0, at);
      matricule = text.slice(at + 1);
    }
  }
  contrat = contrat.trim();
  matricule = matricule.trim();
  return contrat && matricule ? { contrat, matricule } : null;
}

/**
 * spec 3 §8 "QR camera (English)": the text for a camera error, by the error's name (the names
 * browsers give getUserMedia failures).
 */
export function qrCameraErrorText(error: {
  readonly name?: unknown;
  readonly message?: unknown;
}): string {
  switch (error.name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return M.cameraNotAllowed;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return M.cameraNotFound;
    case 'InsecureContextError':
    case 'NotSupportedError':
    case 'SecurityError':
      return M.cameraInsecure;
    case 'NotReadableError':
    case 'TrackStartError':
      return M.cameraInUse;
    case 'OverconstrainedError':
      return M.cameraConstraints;
    default:
      return M.cameraUnknown(typeof error.message === 'string' ? error.message : '');
  }
}
