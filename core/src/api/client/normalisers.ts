/** A list answer: `{ data: [{ fieldData, portalData? }] }`, or the nested `{ data: { data: [...] } }`. */
export interface FieldListAnswer<R> {
  readonly data:
    | readonly { readonly fieldData: R; readonly portalData?: Record<string, unknown> }[]
    | {
        readonly data: readonly {
          readonly fieldData: R;
          readonly portalData?: Record<string, unknown>;
        }[];
      };
}

function entries<R>(answer: FieldListAnswer<R> | null | undefined) {
  const data = answer?.data;
  if (Array.isArray(data))
    return data as readonly { fieldData: R; portalData?: Record<string, unknown> }[];
  const nested = (data as { data?: unknown } | undefined)?.data;
  return Array.isArray(nested)
    ? (nested as readonly { fieldData: R; portalData?: Record<string, unknown> }[])
    : [];
}

/**
 * Plain records from a list answer (specs §7: `data[].fieldData`, the quirk removed once). With
 * `withPortal`, each entry's `portalData` lists are merged into its record under their names.
 * Accepts the nested `data.data[]` form too; anything else gives `[]`.
 */
export function fieldRecords<R>(
  answer: FieldListAnswer<R> | null | undefined,
  options: { withPortal?: boolean } = {},
): R[] {
  return entries(answer)
    .filter((entry) => entry && typeof entry === 'object' && entry.fieldData)
    .map((entry) =>
      options.withPortal && entry.portalData
        ? { ...entry.fieldData, ...entry.portalData }
        : entry.fieldData,
    );
}

/** The user of a lookup answer, or null. */
export type LookedUpUser<U> = {
  [K in keyof U as K extends 'user_id' | 'user_password' ? never : K]: U[K];
};

/**
 * The user of `get_user_by_token` (spec 1 §3, §7: under `data.data.data[0].fieldData`), with
 * `user_id` and `user_password` removed "before the user is kept"; null when there is none.
 */
export function userFromLookup<U extends Record<string, unknown>>(
  answer:
    { readonly data: { readonly data: readonly { readonly fieldData: U }[] } } | null | undefined,
): LookedUpUser<U> | null {
  const first = answer?.data?.data?.[0]?.fieldData;
  if (!first || typeof first !== 'object') return null;
  const { user_id: _id, user_password: _password, ...user } = first;
  return user as unknown as LookedUpUser<U>;
}

/** The session token of a sign-in answer (spec 1 §7: "data.id becomes the token"), or null. */
export function tokenFromLogin(
  answer: { readonly id?: unknown } | null | undefined,
): string | null {
  const id = answer?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}
