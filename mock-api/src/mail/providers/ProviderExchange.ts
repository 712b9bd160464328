/** One request to an email provider's API and its answer, over HTTP or in process. */
export interface ProviderRequest {
  readonly method: 'GET' | 'POST';
  /** Path below the provider's base URL, e.g. `/smtp/emails/…`. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export interface ProviderResponse {
  readonly status: number;
  readonly body: unknown;
}

export type ProviderTransport = (request: ProviderRequest) => Promise<ProviderResponse>;
