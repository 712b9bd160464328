import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { interventionTitle } from '@locasuite/core';
import type { PlanningIntervention } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { loadPlanning } from '../api';
import type { PlanningData } from '../api';
import { MoveQuestions } from '../components/MoveQuestions';
import type { CalendarMove } from '../components/TechnicianCalendar';
import { useMoveFlow } from './useMoveFlow';
import type { MoveFlow } from './useMoveFlow';

// The move flow as the page runs it: the calendar's moves, the questions, the server's answers.
let server: InPageServer;
let planning: PlanningData;
beforeAll(async () => {
  server = await openInPageServer();
  planning = await loadPlanning(
    server.client('admin'),
    server.now - 30 * 86_400_000,
    server.now + 30 * 86_400_000,
  );
});
afterEach(cleanup);

const HOUR = 3_600_000;

function renderFlow() {
  const calls = {
    onError: vi.fn<(message: string) => void>(),
    onNotice: vi.fn<(message: string) => void>(),
    reload: vi.fn(),
  };
  const flow: { current?: MoveFlow } = {};
  function Harness() {
    flow.current = useMoveFlow({
      api: server.client('admin'),
      admin: true,
      slotDuration: '02:00',
      planning,
      setPlanning: vi.fn(),
      onRefused: vi.fn(),
      ...calls,
    });
    return <MoveQuestions flow={flow.current} technicians={['Paul MARTIN']} multiple={false} />;
  }
  render(
    <LocaSuiteProvider>
      <Harness />
    </LocaSuiteProvider>,
  );
  return { ...calls, flow: () => flow.current! };
}

/** A planned intervention of `status` with one technician, moved one hour later on its row. */
function moveOf(status: string) {
  // A technician away then would refuse the move (spec 2 §5.1): one who is not.
  const away = (i: PlanningIntervention) =>
    planning.unavailabilities.some(
      (u) =>
        i.technicians.includes(u.technician) &&
        u.start < (i.end ?? i.start!) + 3 * HOUR &&
        u.end > i.start!,
    );
  const intervention = planning.interventions.find(
    (i) => i.status === status && i.technicians.length === 1 && i.start !== null && !away(i),
  ) as PlanningIntervention;
  expect(intervention, `an intervention in ${status}`).toBeDefined();
  const move: CalendarMove = {
    intervention,
    start: intervention.start! + HOUR,
    end: (intervention.end ?? intervention.start! + 2 * HOUR) + HOUR,
    technicians: intervention.technicians,
    title: interventionTitle(intervention),
    revert: vi.fn(),
  };
  return move;
}

describe('useMoveFlow with its questions, on the server’s handlers', () => {
  it('a bar already sent: « Intervention déjà envoyée » asks; Non puts it back and sends nothing', async () => {
    const { flow, onError, reload } = renderFlow();
    const move = moveOf('120');
    flow().onMove(move);
    const question = await screen.findByRole('dialog', { name: 'Intervention déjà envoyée' });
    expect(question).toHaveTextContent(
      `L’intervention ${move.intervention.number} a déjà été envoyée au(x) technicien(s). Voulez-vous vraiment la modifier ?`,
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Non' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(move.revert).toHaveBeenCalledOnce();
    expect(flow().busy).toBe(false);
    expect(onError).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a finished (140) bar: the server refuses, the bar goes back, the §8 message, the planning read again', async () => {
    const { flow, onError, onNotice, reload } = renderFlow();
    const move = moveOf('140');
    flow().onMove(move);
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        `ERREUR : Intervention ${move.intervention.number} est terminé n'est donc plus modifiable.`,
      ),
    );
    expect(move.revert).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
    expect(onNotice).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a planned (110) bar moved in time: saved, « modifiée », read again', async () => {
    const { flow, onError, onNotice, reload } = renderFlow();
    const move = moveOf('110');
    flow().onMove(move);
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith(`Intervention ${move.intervention.number} modifiée.`),
    );
    expect(reload).toHaveBeenCalledOnce();
    expect(move.revert).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
