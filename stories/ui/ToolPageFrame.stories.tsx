import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, API_ERROR_MESSAGES } from '@locasuite/core';
import {
  PeriodNavigation,
  TimedBanner,
  ToolPageFrame,
  periodLabel,
  useLoad,
  usePeriod,
  useToolPage,
  words,
} from '@locasuite/ui';

const DAY = 86_400_000;
const MONDAY = Date.UTC(2026, 10, 23);
const session = {
  user: { name: 'Claire PERRIN', email: 'claire@locasuite.fr', admin: true, apps: [], record: {} },
  onRefused: () => undefined,
};

/** A week's page of a planning tool, built on the frame, loading from a pretend server. */
function WeekPage({ answer }: { answer: 'ok' | 'unreachable' | 'refusal' }) {
  const period = usePeriod({ initial: () => MONDAY, days: 7, today: () => MONDAY });
  const load = useLoad(
    useCallback(
      () =>
        answer === 'unreachable'
          ? Promise.reject(new ApiError('network', API_ERROR_MESSAGES.network))
          : Promise.resolve([`Livraison du ${new Date(period.start).toISOString().slice(0, 10)}`]),
      [answer, period.start],
    ),
  );
  const page = useToolPage<'note'>(session, { loads: [load] });
  const [note, setNote] = useState('');
  const saveNote = page.save(
    async (text: string) => {
      if (answer === 'refusal' || text.trim() === '')
        throw new ApiError('http', 'Le commentaire est vide.', { status: 422 });
    },
    { close: true, done: 'Commentaire enregistré', then: load.reload },
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <ToolPageFrame
      page={page}
      title="Planning de démonstration"
      failedMessage="Le planning n’a pas pu être chargé."
      header={
        <>
          <Paper sx={{ p: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <PeriodNavigation
              period={periodLabel(period.start, 7, (from, to) => `Du ${from} au ${to}`)}
              onNavigate={period.navigate}
              previousLabel="Semaine précédente"
              nextLabel="Semaine suivante"
            />
            <Button variant="outlined" onClick={() => page.open('note')}>
              Commentaire
            </Button>
            <Button variant="outlined" onClick={() => page.fail('Déplacement refusé.')}>
              Bandeau
            </Button>
          </Paper>
          <TimedBanner message={page.error} onClose={() => page.fail(null)} />
        </>
      }
      dialogs={
        page.dialog === 'note' && (
          <Dialog open onClose={page.close}>
            <DialogTitle>Commentaire</DialogTitle>
            <DialogContent>
              {refusal && <Typography color="error">{refusal}</Typography>}
              <TextField label="Texte" value={note} onChange={(e) => setNote(e.target.value)} />
            </DialogContent>
            <DialogActions>
              <Button onClick={page.close}>{words.cancel}</Button>
              <Button
                variant="contained"
                onClick={() =>
                  void saveNote(note).then(
                    () => setRefusal(null),
                    (e: unknown) => setRefusal(e instanceof Error ? e.message : String(e)),
                  )
                }
              >
                {words.save}
              </Button>
            </DialogActions>
          </Dialog>
        )
      }
    >
      <Paper sx={{ p: 2, minHeight: 120 }}>
        {(load.data ?? []).map((line) => (
          <Typography key={line}>{line}</Typography>
        ))}
        {period.start !== MONDAY && (
          <Typography color="text.secondary">
            {(period.start - MONDAY) / DAY} jours plus loin
          </Typography>
        )}
      </Paper>
    </ToolPageFrame>
  );
}

const meta = {
  title: 'UI/ToolPageFrame',
  component: WeekPage,
  parameters: { locaSuiteBackground: 'tool', layout: 'fullscreen' },
  args: { answer: 'ok' },
} satisfies Meta<typeof WeekPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame, the period navigation, a dialog saved through `page.save` (closes, notifies). */
export const Loaded: Story = {};

/** The server cannot be reached: the frame says so, with `Réessayer`. */
export const Unreachable: Story = { args: { answer: 'unreachable' } };

/** Every save is refused: the dialog stays open with the French refusal and what was typed. */
export const RefusedSave: Story = { args: { answer: 'refusal' } };
