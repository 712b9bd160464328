import type { ConditionLeg } from './conditionState';

/** DECISIONS.md « Signature link lifetime »: END_DATE = request time + 7 days. */
export const SIGNATURE_LINK_DAYS = 7;

const DAY_MS = 86_400_000;

/**
 * The French texts of the customers' remote signature (spec 3 §2.5, §5.4). The spec quotes
 * `Nom du signataire *`, `Nom du signataire obligatoire`, `Oui`, `Non` and `Signée le`; it gives
 * the meaning of views 3, 4 and 5, worded here. The server refuses with these texts and the
 * signature page shows them.
 */
export const REMOTE_SIGNATURE_MESSAGES = {
  /** spec 3 §2.5 the signer field's label. */
  signerLabel: 'Nom du signataire *',
  /** spec 3 §5.4. */
  signerRequired: 'Nom du signataire obligatoire',
  /** spec 3 §2.5 view 3. */
  error: 'Une erreur est survenue : aucune modification ni signature n’a été ajoutée au document.',
  /** spec 3 §2.5 view 4. */
  alreadySigned: 'Une signature existe déjà pour ce contrat et cet équipement.',
  /** spec 3 §2.5 view 5. */
  expired: 'Ce lien de signature a expiré : l’adresse n’est plus valable.',
  /** Ours: who signed the request (this link or another one of the same sending) and when. */
  signedBy: (name: string, at: Date) => {
    const { day, time } = parisDateTime(at);
    return `Signé par ${name} le ${day} à ${time}.`;
  },
  /** Ours: until when the link may be signed (the server's END_DATE). */
  validUntil: (end: Date) => {
    const { day, time } = parisDateTime(end);
    return `Lien valable jusqu’au ${day} à ${time}.`;
  },
  /** Ours: the report sent for signature is no longer kept (the link's file is gone). */
  documentMissing: 'Le document de cette demande de signature n’est plus disponible.',
  /** A link id the server does not know (ours: view 3's text, nothing more is told). */
  unknownLink: 'Lien de signature introuvable : aucune modification ni signature n’a été ajoutée.',
  /** The drawn signature is not a PNG image (ours). */
  notASignature: 'La signature envoyée doit être une image PNG.',
  /** The drawn signature is empty or too big (ours). */
  signatureTooLarge: 'La signature envoyée dépasse 1 Mo.',
  /** A write onto a document the customer signed (ours: signed evidence is immutable). */
  signedLocked: 'Ce document a été signé par le client : il ne peut être ni remplacé ni modifié.',
  /** A signed document whose bytes no longer match the SHA-256 kept at its signature (ours). */
  signedAltered:
    'Le document signé ne correspond plus à l’empreinte enregistrée à sa signature : il n’est pas servi. Prévenez un administrateur.',
  /** The leg of a signature request (ours). */
  badLeg: 'L’étape à signer doit valoir « DEPART » ou « RETOUR ».',
  /** A request for a leg that cannot be signed remotely (ours, remoteSignatureLegs). */
  notSignable: (leg: ConditionLeg) =>
    leg === 'DEPART'
      ? 'Le départ de cet état des lieux ne peut pas être envoyé pour signature : il doit être contrôlé, sans retour ni signature de départ.'
      : 'Le retour de cet état des lieux ne peut pas être envoyé pour signature : il doit être contrôlé, sans signature de retour.',
} as const;

const done = (value: unknown) => String(value ?? '').trim() === '1';
const blank = (value: unknown) => String(value ?? '').trim() === '';

/**
 * Which legs of a condition record staff may send to the customer for remote signature (spec 3
 * §2.5, §7.1 send_signature_request; ours where the spec is silent): the departure once it is
 * checked (CLD_CONTROLE_DEPART = 1) while the return is not and the departure has no signature;
 * the return once it is checked (CLD_CONTROLE_RETOUR = 1) and has no signature.
 */
export function remoteSignatureLegs(record: Readonly<Record<string, unknown>>): ConditionLeg[] {
  const legs: ConditionLeg[] = [];
  const departure = done(record.CLD_CONTROLE_DEPART);
  const returned = done(record.CLD_CONTROLE_RETOUR);
  if (departure && !returned && blank(record.CLD_SIGNATURE_DEPART)) legs.push('DEPART');
  if (returned && blank(record.CLD_SIGNATURE_RETOUR)) legs.push('RETOUR');
  return legs;
}

/** The leg a request names (`state`): DEPART or RETOUR, accents and case aside; null otherwise. */
export function signatureLeg(state: unknown): ConditionLeg | null {
  const text = String(state ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();
  return text === 'DEPART' || text === 'RETOUR' ? text : null;
}

/** DECISIONS.md: the END_DATE of a link requested at `now` (now + 7 days). */
export function signatureLinkEnd(now: Date): Date {
  return new Date(now.getTime() + SIGNATURE_LINK_DAYS * DAY_MS);
}

/**
 * spec 3 §4.3 « END_DATE compared with now », decided by the server with its own clock: a link
 * has expired from its END_DATE on.
 */
export function signatureLinkExpired(end: Date, now: Date): boolean {
  return end.getTime() <= now.getTime();
}

/** The views of spec 3 §2.5 / §4.3: 1 sign, 2 saved, 3 error, 4 already signed, 5 expired. */
export type SignatureView = 'sign' | 'saved' | 'error' | 'alreadySigned' | 'expired';

/**
 * spec 3 §4.3: the view a link opens on, from the server's answer to get_signature_data: 4 when
 * VALIDE is 1, 5 when the server says the link has expired (EXPIRED 1: the server compared
 * END_DATE with its own clock; the device's clock, which may be set ahead, is never asked), 1
 * otherwise; 3 when the answer holds no readable request.
 */
export function signatureViewOf(
  request:
    | { readonly VALIDE?: unknown; readonly END_DATE?: unknown; readonly EXPIRED?: unknown }
    | undefined,
): SignatureView {
  if (!request) return 'error';
  if (done(request.VALIDE)) return 'alreadySigned';
  const end = new Date(String(request.END_DATE ?? ''));
  if (Number.isNaN(end.getTime())) return 'error';
  return done(request.EXPIRED) ? 'expired' : 'sign';
}

/**
 * spec 3 §4.3: the view after a refused save_signature, from the refusal's status: 409 already
 * signed, 410 expired, anything else the error view.
 */
export function signatureViewOfRefusal(status: number): SignatureView {
  if (status === 409) return 'alreadySigned';
  if (status === 410) return 'expired';
  return 'error';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as French time (Europe/Paris): `DD/MM/YYYY` and `HH:mm`. */
function parisDateTime(at: Date): { readonly day: string; readonly time: string } {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    day: `${pad(part('day'))}/${pad(part('month'))}/${part('year')}`,
    time: `${pad(part('hour'))}:${pad(part('minute'))}`,
  };
}

/**
 * spec 3 §9 the stamp text: « Signée le DD/MM/YYYY HH:mm », in French time (Europe/Paris).
 */
export function signedOnText(at: Date): string {
  const { day, time } = parisDateTime(at);
  return `Signée le ${day} ${time}`;
}
