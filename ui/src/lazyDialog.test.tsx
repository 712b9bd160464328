import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazyDialog';

afterEach(cleanup);

function Hello({ name }: { name: string }) {
  return <div role="dialog" aria-label={`Bonjour ${name}`} />;
}

/** A module load the test answers when it wants. */
function deferred() {
  let resolve: (c: typeof Hello) => void = () => {};
  let reject: (e: Error) => void = () => {};
  const promise = new Promise<typeof Hello>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazyDialog: a dialog whose code comes when it opens', () => {
  it('shows the spinner until its code is there, then the dialog with its props', async () => {
    const load = deferred();
    const Dialog = lazyDialog(() => load.promise);
    render(
      <main>
        <p>La page</p>
        <Dialog name="Léa" />
      </main>,
    );
    // The page stays; the spinner covers it.
    expect(screen.getByText('La page')).toBeInTheDocument();
    expect(screen.getByLabelText('Chargement…')).toBeInTheDocument();
    await act(async () => load.resolve(Hello));
    expect(screen.getByRole('dialog', { name: 'Bonjour Léa' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Chargement…')).toBeNull();
  });

  it('preload() loads its code once, before it opens', async () => {
    const loader = vi.fn(async () => Hello);
    const Dialog = lazyDialog(loader);
    Dialog.preload();
    Dialog.preload();
    await act(async () => {});
    render(<Dialog name="Karim" />);
    expect(await screen.findByRole('dialog', { name: 'Bonjour Karim' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('asks again when it opens after a preload that failed', async () => {
    const loader = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('réseau'))
      .mockResolvedValue(Hello);
    const Dialog = lazyDialog(loader);
    Dialog.preload();
    await act(async () => {});
    render(<Dialog name="Zoé" />);
    expect(await screen.findByRole('dialog', { name: 'Bonjour Zoé' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
