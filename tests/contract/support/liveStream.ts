/** One server-sent event as the page's EventSource sees it. */
export interface StreamEvent {
  readonly event: string;
  readonly data: unknown;
}

export interface OpenedStream {
  readonly status: number;
  /** The refusal's JSON body when the stream was not opened. */
  readonly body?: unknown;
  /** The comment lines read so far (`connecté`, `ping`…). */
  readonly comments: readonly string[];
  /** The next event (comments skipped), or null once the server ended the stream. */
  next(): Promise<StreamEvent | null>;
  close(): void;
}

/**
 * Opens the live channel with fetch and reads its events one by one (what an EventSource does,
 * without one in Node). `auth` is the Bearer token, or `{ ticket }` for `?ticket=`.
 */
export async function openLiveStream(
  baseUrl: string,
  auth: string | { readonly ticket: string } | null,
): Promise<OpenedStream> {
  const controller = new AbortController();
  const query =
    auth && typeof auth === 'object' ? `?ticket=${encodeURIComponent(auth.ticket)}` : '';
  const response = await fetch(`${baseUrl}/api/live${query}`, {
    headers: typeof auth === 'string' ? { authorization: `Bearer ${auth}` } : {},
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // kept as text
    }
    return {
      status: response.status,
      body,
      comments: [],
      next: async () => null,
      close: () => {},
    };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done = false;
  const comments: string[] = [];
  return {
    status: 200,
    comments,
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length === 0) continue;
          return { event, data: JSON.parse(data.join('\n')) as unknown };
        }
        if (done) return null;
        let chunk: ReadableStreamReadResult<string>;
        try {
          chunk = await reader.read();
        } catch {
          done = true;
          continue;
        }
        if (chunk.done) done = true;
        else buffer += chunk.value;
      }
    },
    close() {
      controller.abort();
    },
  };
}

/** Asks the server for a stream ticket with a session token. */
export async function liveTicket(
  baseUrl: string,
  token: string | null,
): Promise<{
  status: number;
  body: { code: number; data?: { ticket: string }; message?: string };
}> {
  const response = await fetch(`${baseUrl}/api/live/ticket`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** Posts a presence. */
export async function postPresence(
  baseUrl: string,
  token: string | null,
  body: unknown,
): Promise<{ status: number; body: { code: number; message?: string } }> {
  const response = await fetch(`${baseUrl}/api/live/presence`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as never };
}
