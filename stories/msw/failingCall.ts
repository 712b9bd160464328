import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { callPath } from '@locasuite/core';
import type { CallDef } from '@locasuite/core';
import { storyEnvelope } from './storyApi';

/** How a call goes wrong in a story (`parameters.msw`), the rest still answered by the server. */
export type CallFailure = 'error' | 'unreachable' | 'never';

/**
 * One call of the catalogue that fails: `error` answers the server's sealed 500 « Erreur interne
 * du serveur. », `unreachable` is a network failure (no server), `never` never answers.
 */
export function failingCall(def: CallDef, failure: CallFailure = 'error'): HttpHandler {
  return http.post(`*${callPath(def)}`, async () => {
    if (failure === 'unreachable') return HttpResponse.error();
    if (failure === 'never') await delay('infinite');
    const body = { code: 500, message: 'Erreur interne du serveur.' };
    return HttpResponse.json({ data: await storyEnvelope.seal(body) }, { status: 500 });
  });
}

/**
 * One call of the catalogue answered with fixed data (sealed, code 0): a state the demo data does
 * not hold, such as nothing to plan. The answer must still match the call's answer schema.
 */
export function answeredCall(def: CallDef, data: unknown): HttpHandler {
  const checked = def.answer.parse(data);
  return http.post(`*${callPath(def)}`, async () =>
    HttpResponse.json({ data: await storyEnvelope.seal({ code: 0, data: checked }) }),
  );
}
