/**
 * DECISIONS.md « Double-auth code » (spec 3 §5.6): 6 digits from a CSPRNG, valid 10 minutes,
 * single use, 5 wrong tries per code and 20 per link, a new code voids the old.
 */
export const DOUBLE_AUTH = {
  codeDigits: 6,
  codeLifetimeMs: 10 * 60_000,
  codeMaxTries: 5,
  linkMaxTries: 20,
  /** ours: a new code at most once a minute, and 10 codes a link. */
  resendDelayMs: 60_000,
  codesPerLink: 10,
} as const;

const RANGE = 1_000_000;
/** The largest multiple of 10⁶ under 2³²: values above it are drawn again (no modulo bias). */
const LIMIT = Math.floor(0x1_0000_0000 / RANGE) * RANGE;

/**
 * A 6-digit code from random bytes (the caller's CSPRNG): each group of 4 bytes is a candidate,
 * those past the last whole multiple of 10⁶ are skipped so every code is equally likely. Null
 * when no group fits (the caller draws again).
 */
export function codeFromRandomBytes(bytes: Uint8Array): string | null {
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const value =
      ((bytes[i] ?? 0) * 0x1000000 +
        ((bytes[i + 1] ?? 0) << 16) +
        ((bytes[i + 2] ?? 0) << 8) +
        (bytes[i + 3] ?? 0)) >>>
      0;
    if (value < LIMIT) return String(value % RANGE).padStart(DOUBLE_AUTH.codeDigits, '0');
  }
  return null;
}

/** What the server knows of a link's current code. */
export interface CodeState {
  /** Whether a code is pending (issued and not used). */
  readonly hasCode: boolean;
  readonly codeIssuedAt: Date | null;
  readonly codeTries: number;
  readonly linkTries: number;
  readonly codesSent: number;
  readonly linkEnd: Date;
  readonly signed: boolean;
}

export type CodeRefusal =
  'signed' | 'expired' | 'linkLocked' | 'noCode' | 'codeLocked' | 'codeExpired';

/** Whether a code may be checked now (DECISIONS.md); null = compare it. */
export function codeCheckRefusal(state: CodeState, now: Date): CodeRefusal | null {
  if (state.signed) return 'signed';
  if (state.linkEnd.getTime() <= now.getTime()) return 'expired';
  if (state.linkTries >= DOUBLE_AUTH.linkMaxTries) return 'linkLocked';
  if (!state.hasCode || !state.codeIssuedAt) return 'noCode';
  if (state.codeTries >= DOUBLE_AUTH.codeMaxTries) return 'codeLocked';
  if (now.getTime() - state.codeIssuedAt.getTime() >= DOUBLE_AUTH.codeLifetimeMs) {
    return 'codeExpired';
  }
  return null;
}

export type ResendRefusal =
  | { readonly code: 'signed' | 'expired' | 'linkLocked' | 'tooMany' }
  | { readonly code: 'tooSoon'; readonly seconds: number };

/** Whether a new code may be sent now (ours: once a minute, 10 a link); null = send it. */
export function codeResendRefusal(state: CodeState, now: Date): ResendRefusal | null {
  if (state.signed) return { code: 'signed' };
  if (state.linkEnd.getTime() <= now.getTime()) return { code: 'expired' };
  if (state.linkTries >= DOUBLE_AUTH.linkMaxTries) return { code: 'linkLocked' };
  if (state.codesSent >= DOUBLE_AUTH.codesPerLink) return { code: 'tooMany' };
  if (state.codeIssuedAt) {
    const wait = state.codeIssuedAt.getTime() + DOUBLE_AUTH.resendDelayMs - now.getTime();
    if (wait > 0) return { code: 'tooSoon', seconds: Math.ceil(wait / 1000) };
  }
  return null;
}

/** `camille.durand@example.fr` → `c************d@example.fr`: enough to recognise, not to read. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email === '' ? '' : '***';
  const local = email.slice(0, at);
  const hidden =
    local.length <= 2
      ? '*'.repeat(local.length)
      : `${local[0]}${'*'.repeat(local.length - 2)}${local.at(-1)}`;
  return `${hidden}${email.slice(at)}`;
}
