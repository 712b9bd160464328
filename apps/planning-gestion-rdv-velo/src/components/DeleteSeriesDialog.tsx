import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { ActionMessage, ConfirmDialog, FrenchDateField, useDialogAction } from '@locasuite/ui';
import type { SeriesScope } from '../slotFlow';
import { texts } from '../texts';

const T = texts.confirm;

export interface DeleteSeriesDialogProps {
  /** The slot's day (00:00 UTC): the default « from » day. */
  readonly day: number;
  /** Offers « this slot only » (the detail dialog) besides the series. */
  readonly offerOne: boolean;
  readonly onYes: (scope: SeriesScope) => Promise<void>;
  readonly onNo: () => void;
}

/**
 * spec 2 §2.2 recurrence-deletion confirmation (OUI / NON): the whole series, or only the future
 * occurrences from a given date, optionally up to an end date.
 */
export function DeleteSeriesDialog({ day, offerOne, onYes, onNo }: DeleteSeriesDialogProps) {
  const [kind, setKind] = useState<SeriesScope['kind']>(offerOne ? 'one' : 'whole');
  const [from, setFrom] = useState<Date | null>(new Date(day));
  const [to, setTo] = useState<Date | null>(null);
  const action = useDialogAction();
  const valid = (d: Date | null) => d !== null && !Number.isNaN(d.getTime());
  const canConfirm =
    kind !== 'future' ||
    (valid(from) && (to === null || (valid(to) && to.getTime() >= (from as Date).getTime())));
  const yes = () =>
    action.run(() =>
      onYes(
        kind === 'future'
          ? { kind, from: (from as Date).getTime(), to: to ? to.getTime() : null }
          : { kind },
      ),
    );
  const question = (
    <>
      <ActionMessage result={action.result} />
      <Typography component="span" sx={{ display: 'block', mb: 1 }}>
        {T.recurrence}
      </Typography>
      <RadioGroup
        value={kind}
        onChange={(e) => setKind(e.target.value as SeriesScope['kind'])}
        aria-label={T.recurrenceTitle}
      >
        {offerOne && <FormControlLabel value="one" control={<Radio />} label={T.onlyThis} />}
        <FormControlLabel value="whole" control={<Radio />} label={T.whole} />
        <FormControlLabel value="future" control={<Radio />} label={T.future} />
      </RadioGroup>
      {kind === 'future' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}>
          <FrenchDateField label={T.from} value={from} onChange={setFrom} fullWidth />
          <FrenchDateField label={T.until} value={to} onChange={setTo} fullWidth />
        </Box>
      )}
    </>
  );
  return (
    <ConfirmDialog
      open
      title={T.recurrenceTitle}
      message={question}
      confirmLabel={T.yes}
      cancelLabel={T.no}
      destructive
      busy={action.busy}
      canConfirm={canConfirm}
      onConfirm={() => void yes()}
      onCancel={onNo}
    />
  );
}
