import { useCallback, useState } from 'react';
import {
  calls,
  fieldRecords,
  isApiError,
  signatureViewOf,
  signatureViewOfRefusal,
  type SignatureView,
} from '@locasuite/core';
import { classifyFailure, useLoad } from '@locasuite/ui';
import type { EtatdlApi } from '../api';
import { openConditionPdf } from '../pdf/openConditionPdf';

/** What the link names (spec 3 §3.4: CONTRAT, MATRICULE, END_DATE; ours SIGNED_BY, SIGNED_AT). */
export interface SignatureRequestInfo {
  readonly contract: string;
  readonly registration: string;
  /** Until when the link may be signed (END_DATE), null when unreadable. */
  readonly end: Date | null;
  /** Who signed the request (this link or another recipient's) and when, once signed. */
  readonly signed: { readonly by: string; readonly at: Date } | null;
}

/** The outcome of opening the report: opened, or a French message to show. */
export type DocumentOutcome =
  | { readonly kind: 'opened' }
  | { readonly kind: 'view'; readonly view: SignatureView }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'unreachable' };

/** The outcome of a signature sent: saved, a view the server decided, or a message to show. */
export type SaveOutcome =
  | { readonly kind: 'view'; readonly view: SignatureView }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'unreachable' };

export interface SignatureRequestState {
  /** The view to show; null while the request loads or when the server could not be reached. */
  readonly view: SignatureView | null;
  readonly info: SignatureRequestInfo | null;
  readonly loading: boolean;
  readonly unreachable: boolean;
  readonly reload: () => void;
  /** Sends the signature (save_signature); the view changes when the server decided one. */
  readonly save: (signer: string, signature: string) => Promise<SaveOutcome>;
  /** Fetches the report this link asks to sign (get_signature_pdf) and opens it. */
  readonly openDocument: () => Promise<DocumentOutcome>;
}

const dateOf = (value: unknown): Date | null => {
  const date = new Date(String(value ?? ''));
  return String(value ?? '') === '' || Number.isNaN(date.getTime()) ? null : date;
};

function infoOf(data: Record<string, unknown>): SignatureRequestInfo {
  const signedAt = dateOf(data.SIGNED_AT);
  return {
    contract: String(data.CONTRAT ?? ''),
    registration: String(data.MATRICULE ?? ''),
    end: dateOf(data.END_DATE),
    signed: signedAt ? { by: String(data.SIGNED_BY ?? ''), at: signedAt } : null,
  };
}

class NoLink extends Error {}

/**
 * spec 3 §2.5, §4.3: the link's request (get_signature_data), its report (get_signature_pdf) and
 * the signature (save_signature). The view comes from the server's answers only: VALIDE and the
 * server's EXPIRED verdict when the page opens (the device's clock is never asked: one set ahead
 * must not call a valid link expired), the refusal's status (409 already signed, 410 expired, 404
 * error) when it signs. No id, or an id the server does not know: the error view.
 */
export function useSignatureRequest(api: EtatdlApi, id: string | null): SignatureRequestState {
  const [decided, setDecided] = useState<SignatureView | null>(null);
  const load = useLoad(
    useCallback(async () => {
      if (!id) throw new NoLink();
      const [request] = fieldRecords(await api.call(calls.etatdl.get_signature_data, { id }));
      return request ?? null;
    }, [api, id]),
  );

  const unreachable = load.status === 'unreachable';
  const reload = load.reload;
  let view: SignatureView | null = decided;
  if (!view && !load.loading) {
    if (load.status === 'ready' || load.status === 'empty') {
      view = signatureViewOf(load.data ?? undefined);
    } else if (!unreachable) {
      view = 'error';
    }
  }
  const info = load.data ? infoOf(load.data) : null;

  const save = useCallback(
    async (signer: string, signature: string): Promise<SaveOutcome> => {
      if (!id) {
        setDecided('error');
        return { kind: 'view', view: 'error' };
      }
      try {
        await api.call(calls.etatdl.save_signature, {
          id,
          content: signature,
          signataire: signer,
        });
        setDecided('saved');
        return { kind: 'view', view: 'saved' };
      } catch (error) {
        if (classifyFailure(error).status === 'unreachable') return { kind: 'unreachable' };
        if (isApiError(error) && (error.status === 422 || error.status === 429)) {
          return { kind: 'refused', message: error.message };
        }
        const next = signatureViewOfRefusal(isApiError(error) ? (error.status ?? 0) : 0);
        setDecided(next);
        // Signed through another recipient's link meanwhile: the request then names who and when.
        if (next === 'alreadySigned') reload();
        return { kind: 'view', view: next };
      }
    },
    [api, id, reload],
  );

  const openDocument = useCallback(async (): Promise<DocumentOutcome> => {
    if (!id) return { kind: 'view', view: 'error' };
    try {
      const { fileBinary, filename } = await api.call(calls.etatdl.get_signature_pdf, { id });
      const bytes = Uint8Array.from(atob(fileBinary), (c) => c.charCodeAt(0));
      openConditionPdf(new Blob([bytes], { type: 'application/pdf' }), filename);
      return { kind: 'opened' };
    } catch (error) {
      if (classifyFailure(error).status === 'unreachable') return { kind: 'unreachable' };
      const status = isApiError(error) ? (error.status ?? 0) : 0;
      if (status === 409 || status === 410) {
        // The sending was signed or the link expired since the page opened: the server's view.
        const next = signatureViewOfRefusal(status);
        setDecided(next);
        if (next === 'alreadySigned') reload();
        return { kind: 'view', view: next };
      }
      return { kind: 'refused', message: error instanceof Error ? error.message : String(error) };
    }
  }, [api, id, reload]);

  return {
    view,
    info,
    loading: load.loading,
    unreachable,
    reload,
    save,
    openDocument,
  };
}
