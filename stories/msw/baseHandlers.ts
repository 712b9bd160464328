import type { RequestHandler } from 'msw';
import { generalHandlers } from './generalHandlers';

/** The handlers every story starts with; a story adds or overrides with `parameters.msw`. */
export function baseHandlers(): RequestHandler[] {
  return [...generalHandlers()];
}
