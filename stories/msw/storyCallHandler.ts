import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { callPath } from '@locasuite/core';
import type { CallDef } from '@locasuite/core';
import { storyEnvelope } from './storyApi';

/** A refusal a story resolver throws: answered with that HTTP status and a French message. */
export class StoryRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
  ) {
    super(message);
    this.name = 'StoryRefusal';
  }
}

async function sealed(status: number, body: { code: number; data?: unknown; message?: string }) {
  return HttpResponse.json({ data: await storyEnvelope.seal(body) }, { status });
}

/**
 * One call of the catalogue answered in a story, as the server does it: the payload opened from
 * the envelope and checked against its schema (422), the resolver's answer checked against the
 * answer schema (an answer off the contract is a bug of the story data: 500), everything sealed.
 */
export function storyCallHandler(
  def: CallDef,
  resolve: (payload: Record<string, unknown>, request: Request) => unknown,
): HttpHandler {
  return http.post(`*${callPath(def)}`, async ({ request }) => {
    try {
      const body = (await request.json()) as { data?: unknown };
      const opened = typeof body.data === 'string' ? await storyEnvelope.open(body.data) : {};
      const payload = def.payload.safeParse(opened ?? {});
      if (!payload.success) throw new StoryRefusal(422, 'Données de la requête invalides.');
      const data = await resolve(payload.data as Record<string, unknown>, request);
      const checked = def.answer.safeParse(data);
      if (!checked.success) {
        return sealed(500, {
          code: 500,
          message: `Réponse de démonstration hors contrat pour ${def.name} : ${checked.error.message}`,
        });
      }
      return sealed(200, { code: 0, data });
    } catch (error) {
      if (error instanceof StoryRefusal) {
        return sealed(error.status, { code: error.code, message: error.message });
      }
      throw error;
    }
  });
}
