import { FrenchDateField, ToolDialog, words } from '@locasuite/ui';
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
    <ToolDialog
      title={texts.goTo.title}
      onClose={onClose}
      closeLabel={words.close}
      maxWidth="xs"
      contentSx={{ pt: '12px !important' }}
    >
      <FrenchDateField
        label={texts.goTo.date}
        value={new Date(day)}
        fullWidth
        onChange={(value) => {
          if (value && !Number.isNaN(value.getTime())) onChoose(value.getTime());
        }}
      />
    </ToolDialog>
  );
}
