import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_MESSAGES, ApiError } from '@locasuite/core';
import { LocaSuiteProvider } from '../LocaSuiteProvider';
import { ToolPageFrame } from './ToolPageFrame';
import { useToolPage } from './useToolPage';
import type { PageLoad } from './useToolPage';

afterEach(cleanup);

const user = { name: 'Claire PERRIN', email: 'c@x.fr', admin: true, apps: [], record: {} };

function load(status: PageLoad['status'], extra: Partial<PageLoad> = {}): PageLoad {
  return { status, stale: false, loading: false, reload: vi.fn(), ...extra };
}

describe('useToolPage', () => {
  it('says who administers, which load failed first, and whether one is under way', () => {
    const failed = load('unreachable', { stale: true });
    const { result } = renderHook(() =>
      useToolPage(
        { user, onRefused: vi.fn() },
        { loads: [load('ready', { loading: true }), failed] },
      ),
    );
    expect(result.current.admin).toBe(true);
    expect(result.current.problem).toBe(failed);
    expect(result.current.loading).toBe(true);
  });

  it('reloads every load on retry, or does what the page asks instead', () => {
    const loads = [load('failed'), load('ready')];
    const { result } = renderHook(() => useToolPage({ user: null, onRefused: vi.fn() }, { loads }));
    act(() => result.current.retry());
    expect(loads[0]!.reload).toHaveBeenCalledOnce();
    expect(loads[1]!.reload).toHaveBeenCalledOnce();
    const retry = vi.fn();
    const other = renderHook(() =>
      useToolPage({ user: null, onRefused: vi.fn() }, { loads, retry }),
    );
    act(() => other.result.current.retry());
    expect(retry).toHaveBeenCalledOnce();
    expect(loads[0]!.reload).toHaveBeenCalledOnce();
    expect(other.result.current.admin).toBe(false);
  });

  it('keeps one dialog open at a time', () => {
    const { result } = renderHook(() =>
      useToolPage<'settings' | 'drivers'>({ user, onRefused: vi.fn() }),
    );
    expect(result.current.dialog).toBeNull();
    act(() => result.current.open('settings'));
    expect(result.current.dialog).toBe('settings');
    act(() => result.current.open('drivers'));
    expect(result.current.dialog).toBe('drivers');
    act(() => result.current.close());
    expect(result.current.dialog).toBeNull();
  });

  it('closes, notifies and reloads after a save that went through', async () => {
    const then = vi.fn();
    const call = vi.fn(async (_color: string) => undefined);
    const { result } = renderHook(() => useToolPage<'settings'>({ user, onRefused: vi.fn() }));
    act(() => result.current.open('settings'));
    const save = result.current.save(call, { close: true, done: 'Paramètres enregistrés', then });
    await act(() => save('#ff0000'));
    expect(call).toHaveBeenCalledWith('#ff0000');
    expect(result.current.dialog).toBeNull();
    expect(result.current.notice).toEqual({ text: 'Paramètres enregistrés', severity: 'success' });
    expect(then).toHaveBeenCalledOnce();
  });

  it('rejects with the French refusal, keeps the dialog and reverts what the page changed', async () => {
    const onRefused = vi.fn();
    const revert = vi.fn();
    const then = vi.fn();
    const { result } = renderHook(() => useToolPage<'settings'>({ user, onRefused }));
    act(() => result.current.open('settings'));
    const refusal = new ApiError('http', 'Ce créneau a été modifié entre-temps.', { status: 409 });
    const save = result.current.save(() => Promise.reject(refusal), {
      close: true,
      done: 'Enregistré',
      then,
      revert,
    });
    await act(() => expect(save()).rejects.toBe(refusal));
    expect(result.current.dialog).toBe('settings');
    expect(result.current.notice).toBeNull();
    expect(revert).toHaveBeenCalledOnce();
    expect(then).not.toHaveBeenCalled();
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('hands a refused session to the shell', async () => {
    const onRefused = vi.fn();
    const { result } = renderHook(() => useToolPage({ user, onRefused }));
    const refused = new ApiError('http', 'Session expirée.', { status: 401 });
    const save = result.current.save(() => Promise.reject(refused));
    await act(() => expect(save()).rejects.toBe(refused));
    expect(onRefused).toHaveBeenCalledOnce();
  });

  it('shows and clears the red banner and the notice', () => {
    const { result } = renderHook(() => useToolPage({ user, onRefused: vi.fn() }));
    act(() => result.current.fail('Déplacement refusé.'));
    expect(result.current.error).toBe('Déplacement refusé.');
    act(() => result.current.fail(null));
    expect(result.current.error).toBeNull();
    act(() => result.current.notify('Impossible', 'error'));
    expect(result.current.notice).toEqual({ text: 'Impossible', severity: 'error' });
    act(() => result.current.closeNotice());
    expect(result.current.notice).toBeNull();
  });
});

function Page({ loads }: { loads: PageLoad[] }) {
  const page = useToolPage({ user, onRefused: vi.fn() }, { loads });
  return (
    <ToolPageFrame
      page={page}
      title="Planning des livraisons"
      failedMessage="Le planning n’a pas pu être chargé."
      header={<button onClick={() => page.notify('Chauffeurs enregistrés')}>Chauffeur</button>}
      dialogs={page.dialog && <div role="dialog">{page.dialog}</div>}
    >
      <p>Contenu</p>
    </ToolPageFrame>
  );
}

describe('ToolPageFrame', () => {
  it('draws the title for screen readers, the header, the content and the notice', async () => {
    render(
      <LocaSuiteProvider>
        <Page loads={[load('ready')]} />
      </LocaSuiteProvider>,
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Planning des livraisons');
    expect(screen.getByText('Contenu')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chauffeur' }));
    expect(await screen.findByText('Chauffeurs enregistrés')).toBeInTheDocument();
  });

  it('says the server is unreachable, keeps older data and retries every load', async () => {
    const loads = [load('ready'), load('unreachable', { stale: true })];
    render(
      <LocaSuiteProvider>
        <Page loads={loads} />
      </LocaSuiteProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${API_ERROR_MESSAGES.network} Les données affichées n’ont pas été actualisées.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(loads[0]!.reload).toHaveBeenCalledOnce();
    expect(loads[1]!.reload).toHaveBeenCalledOnce();
  });

  it('says the tool’s failure message when the server answered with an error', () => {
    render(
      <LocaSuiteProvider>
        <Page loads={[load('failed')]} />
      </LocaSuiteProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Le planning n’a pas pu être chargé.');
  });

  it('is no landmark and has no h1 without a title', () => {
    function Bare() {
      const page = useToolPage({ user, onRefused: vi.fn() });
      return <ToolPageFrame page={page}>x</ToolPageFrame>;
    }
    render(
      <LocaSuiteProvider>
        <Bare />
      </LocaSuiteProvider>,
    );
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
