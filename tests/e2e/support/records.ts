import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { callFamily } from './api';
import { storedToken } from './session';

/** One record of a list answer, as the server sends its `fieldData`. */
export type Row = Record<string, unknown>;

/**
 * One call of a tool family with the session the page signed in with, over HTTP and the real
 * envelope; the test fails with the server's French message unless it answers 200.
 */
export async function callAsPage(page: Page, family: string, name: string, payload: unknown) {
  const answer = await callFamily(
    process.env.E2E_BASE_URL ?? '',
    family,
    name,
    payload,
    await storedToken(page),
  );
  expect(answer.status, `${name}: ${answer.body.message ?? ''}`).toBe(200);
  return answer.body;
}

/** The records of a list answer (`data[].fieldData`, or nested under `data.data`). */
export function records(body: { data?: unknown }): Row[] {
  const data = body.data as { fieldData: Row }[] | { data?: { fieldData: Row }[] } | undefined;
  const list = Array.isArray(data) ? data : (data?.data ?? []);
  return list.map((e) => e.fieldData);
}
