import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PageErrorBoundary, pageErrorTexts } from '../layout/PageErrorBoundary';
import { ChunkTimeoutError, lazyPage } from './lazyPage';

// React reports the errors the boundary catches; the assertions below are what matters.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderLazy(load: () => Promise<(props: { route: string }) => ReactNode>, ms: number) {
  const Page = lazyPage(load, ms);
  return render(
    <PageErrorBoundary>
      <Suspense fallback={<p>Chargement…</p>}>
        <Page route="statistiques" />
      </Suspense>
    </PageErrorBoundary>,
  );
}

describe('lazyPage', () => {
  it('renders the loaded page with its props', async () => {
    renderLazy(
      async () =>
        ({ route }) => <p>Page {route}</p>,
      30_000,
    );
    // The frame's chunk carries the API client and its catalogue: slow to transform in a cold run.
    expect(
      await screen.findByText('Page statistiques', undefined, { timeout: 30_000 }),
    ).toBeTruthy();
  });

  it('gives up after the timeout (spec 1 §9: 120 s) and the boundary speaks French', async () => {
    renderLazy(() => new Promise(() => undefined), 30);
    expect(screen.getByText('Chargement…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(pageErrorTexts.message);
    expect(screen.getByRole('button', { name: pageErrorTexts.reload })).toBeTruthy();
  });

  it('a failed chunk download shows the same message', async () => {
    renderLazy(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      1000,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(pageErrorTexts.title);
  });

  it('names the timeout in French', () => {
    expect(new ChunkTimeoutError().message).toBe(
      'Le chargement de la page a dépassé 120 secondes.',
    );
  });
});
