import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { FrenchDateField, words } from '@locasuite/ui';
import { texts } from '../texts';

/** spec 2 §2.2 header `Calendrier`: a date-picker dialog that moves the calendar to a day. */
export function GoToDialog({
  day,
  onChoose,
  onClose,
}: {
  readonly day: number;
  readonly onChoose: (day: number) => void;
  readonly onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{texts.goTo.title}</DialogTitle>
      <DialogContent sx={{ pt: '12px !important' }}>
        <FrenchDateField
          label={texts.goTo.date}
          value={new Date(day)}
          fullWidth
          onChange={(value) => {
            if (value && !Number.isNaN(value.getTime())) onChoose(value.getTime());
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
