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

/** What the link names (spec 3 §3.4: CONTRAT, MATRICULE). */
export interface SignatureRequestInfo {
  readonly contract: string;
  readonly registration: string;
}

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
}

class NoLink extends Error {}

/**
 * spec 3 §2.5, §4.3: the link's request (get_signature_data) and the signature (save_signature).
 * The view comes from the server's answers: VALIDE and END_DATE when the page opens, the refusal's
 * status (409 already signed, 410 expired, 404 error) when it signs. No id, or an id the server
 * does not know: the error view.
 */
export function useSignatureRequest(
  api: EtatdlApi,
  id: string | null,
  now: () => Date = () => new Date(),
): SignatureRequestState {
  const [decided, setDecided] = useState<SignatureView | null>(null);
  const load = useLoad(
    useCallback(async () => {
      if (!id) throw new NoLink();
      const [request] = fieldRecords(await api.call(calls.etatdl.get_signature_data, { id }));
      return request ?? null;
    }, [api, id]),
  );

  const unreachable = load.status === 'unreachable';
  let view: SignatureView | null = decided;
  if (!view && !load.loading) {
    if (load.status === 'ready' || load.status === 'empty') {
      view = signatureViewOf(load.data ?? undefined, now());
    } else if (!unreachable) {
      view = 'error';
    }
  }
  const info = load.data
    ? {
        contract: String(load.data.CONTRAT ?? ''),
        registration: String(load.data.MATRICULE ?? ''),
      }
    : null;

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
        return { kind: 'view', view: next };
      }
    },
    [api, id],
  );

  return { view, info, loading: load.loading, unreachable, reload: load.reload, save };
}
