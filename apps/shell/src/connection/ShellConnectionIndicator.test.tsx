import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { FetchInit } from '@locasuite/core';
import { apiReachable, reportingFetch } from './apiReachability';
import { ShellConnectionIndicator, connectionLevel } from './ShellConnectionIndicator';

const POST: FetchInit = { method: 'POST', headers: {} };

afterEach(async () => {
  cleanup();
  // The API's reachability is the page's: answered again for the next test.
  await reportingFetch(async () => new Response(''))('/api/v1/get_user_by_token', POST);
  vi.unstubAllGlobals();
});

const FIRST_MEASURE = { timeout: 20_000 };

describe('connectionLevel (issue 11 item 1, spec 3 §4.5)', () => {
  it('is unreachable when the API’s last call got no answer, whatever the probe measured', () => {
    expect(connectionLevel({ reachable: true, speed: 50 }, false)).toBe('unreachable');
    expect(connectionLevel(null, false)).toBe('unreachable');
  });

  it('is unreachable when the probe got no answer, else the level of the measured speed', () => {
    expect(connectionLevel({ reachable: false }, true)).toBe('unreachable');
    expect(connectionLevel({ reachable: true, speed: 50 }, true)).toBe('good');
    expect(connectionLevel({ reachable: true, speed: 0.5 }, true)).toBe('medium');
    expect(connectionLevel({ reachable: true, speed: 0.1 }, true)).toBe('poor');
    expect(connectionLevel(null, true)).toBeNull();
  });
});

describe('reportingFetch', () => {
  it('marks the API unreachable on a call without an answer, reachable on any answer, even an error', async () => {
    const failing = reportingFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(failing('/api/v1/get_clients', POST)).rejects.toThrow('Failed to fetch');
    expect(apiReachable()).toBe(false);
    await reportingFetch(async () => new Response('', { status: 500 }))(
      '/api/v1/get_clients',
      POST,
    );
    expect(apiReachable()).toBe(true);
  });
});

describe('ShellConnectionIndicator', () => {
  it('is green once the app host’s probe is measured; « Serveur injoignable » while an API call goes unanswered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Uint8Array(32_000))),
    );
    render(<ShellConnectionIndicator />);
    const indicator = () => screen.getByRole('status');
    expect(indicator()).toHaveAccessibleName('Connexion en cours de vérification');
    await vi.waitFor(
      () => expect(indicator()).toHaveAccessibleName('Connexion bonne'),
      FIRST_MEASURE,
    );
    expect(indicator()).toHaveAttribute('data-quality', 'good');

    await act(async () => {
      await reportingFetch(async () => {
        throw new TypeError('Failed to fetch');
      })('/api/planningLivraison/v1/get_livraison', POST).catch(() => undefined);
    });
    expect(indicator()).toHaveAccessibleName('Serveur injoignable');
    expect(indicator()).toHaveAttribute('data-quality', 'unreachable');

    await act(async () => {
      await reportingFetch(async () => new Response(''))('/api/planningLivraison/v1/x', POST);
    });
    expect(indicator()).toHaveAccessibleName('Connexion bonne');
  });

  it('says « Serveur injoignable » when the app host does not answer its probe', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<ShellConnectionIndicator />);
    await vi.waitFor(
      () => expect(screen.getByRole('status')).toHaveAccessibleName('Serveur injoignable'),
      FIRST_MEASURE,
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-quality', 'unreachable');
  });
});
