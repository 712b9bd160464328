import { frenchDateTime } from './clientFile';
import { maskEmail } from './doubleAuth';

/** How the signer was identified. */
export type SignerVerification =
  | { readonly kind: 'onScreen'; readonly staff: string }
  | {
      readonly kind: 'remote';
      readonly email: string;
      readonly codeSentAt: Date;
      readonly verifiedAt: Date;
      readonly attempts: number;
    }
  /**
   * A condition report signed by a customer through the personal link mailed to them (spec 3
   * §4.3): the link itself is the proof of the address; `sentAt` is when it was mailed.
   */
  | { readonly kind: 'link'; readonly email: string; readonly sentAt: Date };

export interface CertificateEvidence {
  readonly documentName: string;
  readonly beforeSha256: string;
  /** The stamped document, before this page is added. */
  readonly stampedSha256: string;
  readonly signer: string;
  readonly verification: SignerVerification;
  readonly signedAt: Date;
  readonly ip: string;
  readonly userAgent: string;
}

export const CERTIFICATE_TITLE = 'Certificat de signature';

/**
 * The content of the « Certificat de signature » page appended to every signed PDF (issue 36):
 * the document, its SHA-256 before and after the stamp, who signed, how they were verified
 * (on screen before a named staff member; remotely with the masked e-mail, when the code was
 * sent, when it was verified and in how many attempts; through a mailed link with the masked
 * e-mail and when the link was sent), when, from which address and browser.
 */
export function certificateLines(e: CertificateEvidence): { label: string; value: string }[] {
  const v = e.verification;
  const how =
    v.kind === 'onScreen'
      ? [{ label: 'Vérification', value: `Signature à l’écran, en présence de ${v.staff}` }]
      : v.kind === 'link'
        ? [
            {
              label: 'Vérification',
              value: `Signature à distance, par le lien personnel envoyé par e-mail à ${maskEmail(v.email) || 'une adresse inconnue'}`,
            },
            { label: 'Lien envoyé le', value: frenchDateTime(v.sentAt.getTime()) },
          ]
        : [
            {
              label: 'Vérification',
              value: `Signature à distance, code à usage unique envoyé par e-mail à ${maskEmail(v.email)}`,
            },
            { label: 'Code envoyé le', value: frenchDateTime(v.codeSentAt.getTime()) },
            { label: 'Code vérifié le', value: frenchDateTime(v.verifiedAt.getTime()) },
            { label: 'Nombre d’essais', value: String(v.attempts) },
          ];
  return [
    { label: 'Document', value: e.documentName },
    { label: 'SHA-256 avant signature', value: e.beforeSha256 },
    { label: 'SHA-256 après signature', value: e.stampedSha256 },
    { label: 'Signataire', value: e.signer },
    ...how,
    { label: 'Signé le', value: frenchDateTime(e.signedAt.getTime()) },
    { label: 'Adresse IP', value: e.ip || 'inconnue' },
    { label: 'Navigateur', value: e.userAgent || 'inconnu' },
  ];
}
