import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarOptions } from '@fullcalendar/react';
import { LocaSuiteProvider } from '@locasuite/ui';
import {
  countingClient,
  openInPageServer,
  signedInUser,
} from '@locasuite/mock-api/in-page/testing';
import type { CallOverride, InPageServer } from '@locasuite/mock-api/in-page/testing';
import { PlanningTechnicienPage } from './PlanningTechnicienPage';
import { phoneMedia } from '../../../tests/web/matchMedia';

// jsdom lays nothing out, so FullCalendar draws no bar there: the timeline is replaced by a stand-in
// that keeps the options the page gives it, and the test plays FullCalendar's side of a drag
// (its `eventDrop` with the moved bar and its `revert`). The rest is the page on the server's
// handlers.
const timeline = vi.hoisted(() => ({ options: null as CalendarOptions | null }));
vi.mock('@fullcalendar/react', () => ({
  default: (options: CalendarOptions) => {
    timeline.options = options;
    return null;
  },
}));

let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(() => {
  cleanup();
  timeline.options = null;
});

const FIRST_ANSWER = { timeout: 20_000 };
const HOUR = 3_600_000;
const ADMIN_ONLY = 'ERREUR : Cette action nécessite un compte administrateur';

async function renderPage(login: string, override?: (name: string) => CallOverride | undefined) {
  const { client: counting, asked } = countingClient(server, login);
  const client = override
    ? { ...counting, call: server.client(login, (def) => override(def.name)).call }
    : counting;
  const user = await signedInUser(server, login);
  render(
    <LocaSuiteProvider>
      <PlanningTechnicienPage
        api={client}
        now={server.now}
        session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
      />
    </LocaSuiteProvider>,
  );
  return { asked };
}

interface Bar {
  readonly id: string;
  readonly title: string;
  readonly start: number;
  readonly end: number;
  readonly resourceIds: readonly string[];
}

/** A planned (110) bar of the timeline, once the planning is loaded. */
async function plannedBar(): Promise<Bar> {
  let bar: Bar | undefined;
  await waitFor(() => {
    // The first screen's bars, then the others (inViewFirst.ts): one event source each.
    const events = ((timeline.options?.eventSources ?? []) as unknown[]).flat() as (Bar & {
      status?: string;
    })[];
    bar = events.find((e) => e.status === '110' && e.resourceIds.length > 0);
    expect(bar, 'a planned (110) bar').toBeDefined();
  }, FIRST_ANSWER);
  return bar!;
}

/** FullCalendar's side of a person dragging `bar` one hour later on its row. */
function drop(bar: Bar) {
  const revert = vi.fn();
  const eventDrop = timeline.options?.eventDrop as unknown as (info: unknown) => void;
  act(() =>
    eventDrop({
      event: {
        id: bar.id,
        title: bar.title,
        start: new Date(bar.start + HOUR),
        end: new Date(bar.end + HOUR),
        getResources: () => bar.resourceIds.map((id) => ({ id })),
      },
      revert,
    }),
  );
  return { revert };
}

describe('PlanningTechnicienPage: a move on the timeline', () => {
  it('a planner (no admin flag) may drag a bar, and is told « ERREUR : Cette action nécessite un compte administrateur » (spec 2 §5.1): the bar goes back, nothing is sent', async () => {
    const { asked } = await renderPage('planif');
    const bar = await plannedBar();
    // Bars can be taken (moved, resized, to another row) so that the refusal can be said; cards
    // are not dropped (they are not draggable for a planner).
    expect(timeline.options?.editable).toBe(true);
    expect(timeline.options?.eventResourceEditable).toBe(true);
    expect(timeline.options?.droppable).toBe(false);

    const { revert } = drop(bar);
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_ONLY);
    expect(revert).toHaveBeenCalledOnce();
    expect(asked).not.toContain('set_event');
  });
});

/** The page's toolbar: AUJ, ‹ ›, the period, Légende, Paramètre. */
const toolbar = () => screen.getByRole('region', { name: 'Planning des techniciens' });
const follows = (first: Element, second: Element) =>
  (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('PlanningTechnicienPage: the 5-second banners (spec 2 §2.1, §8) leave the toolbar usable', () => {
  it('on a computer or a tablet, a refusal lies over the top of the timeline, below the toolbar, never over it', async () => {
    await renderPage('planif');
    drop(await plannedBar());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(ADMIN_ONLY);
    const header = toolbar();
    expect(header).not.toContainElement(banner);
    expect(follows(header, banner)).toBe(true);
    // Over the timeline's frame (its day and hour headings): the timeline does not move under
    // the pointer when the banner comes and goes.
    expect(screen.getByTestId('technician-calendar')).toContainElement(banner);
    // The toolbar's buttons stay where a person reaches them.
    expect(within(header).getByRole('button', { name: 'AUJ' })).toBeEnabled();
    expect(within(header).getByRole('button', { name: 'Légende' })).toBeEnabled();
  });

  it('on a phone (390 px), the banner comes below the toolbar, in the page’s flow', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    try {
      await renderPage('planif', (name) =>
        name === 'setAgency'
          ? { status: 500, body: { code: 1, message: 'Erreur du serveur' } }
          : undefined,
      );
      await screen.findByTestId('phone-day-view', {}, FIRST_ANSWER);
      const agency = await screen.findByRole('combobox', { name: 'Agence' });
      await userEvent.click(agency);
      await userEvent.click((await screen.findAllByRole('option'))[0]!);
      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent('L’agence choisie n’a pas pu être enregistrée.');
      const header = toolbar();
      expect(header).not.toContainElement(banner);
      expect(follows(header, banner)).toBe(true);
      expect(follows(banner, screen.getByTestId('phone-day-view'))).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
