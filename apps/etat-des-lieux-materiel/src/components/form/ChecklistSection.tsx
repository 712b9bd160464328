import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  allowedChecklistValues,
  checklistFieldKey,
  checklistValueList,
  checklistValueOf,
  encodeChecklistValue,
  type ChecklistLine,
  type ChecklistValue,
  type ConditionDifference,
  type ConditionEditable,
  type ConditionLeg,
} from '@locasuite/core';
import { memo, useId } from 'react';
import { formTexts as t } from '../../texts';
import { FormSection, missingSx } from './FormSection';
import { legLabelSx, legRowSx } from './legRows';

const legLabel = (leg: ConditionLeg) => (leg === 'DEPART' ? t.departure : t.return);

/**
 * One value of a line. It draws again only when its line, state or highlight changes: a choice in
 * one cell no longer redraws the whole checklist.
 */
const ChecklistCell = memo(function ChecklistCell({
  line,
  leg,
  multiple,
  disabled,
  missing,
  changed,
  onChange: onLineChange,
}: {
  readonly line: ChecklistLine;
  readonly leg: ConditionLeg;
  readonly multiple: boolean;
  readonly disabled: boolean;
  readonly missing: boolean;
  readonly changed: boolean;
  readonly onChange: (id: number, leg: ConditionLeg, value: ChecklistValue) => void;
}) {
  const onChange = (value: ChecklistValue) => onLineChange(line.id, leg, value);
  const id = useId();
  const label = legLabel(leg);
  const name = t.checklist.cell(line.CH_DESIGNATION, label);
  const value = checklistValueOf(line, leg);
  const allowed = allowedChecklistValues(line.CLD_SELECTION);
  const sx = {
    ...missingSx(missing),
    ...(changed
      ? { '& .MuiOutlinedInput-root': { bgcolor: 'rgba(237, 108, 2, 0.08)' } }
      : undefined),
  };
  if (allowed.length === 0) {
    return (
      <TextField
        label={label}
        value={checklistValueList(value).join(', ')}
        size="small"
        disabled={disabled}
        fullWidth
        sx={sx}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': name, inputMode: 'numeric', 'data-missing': missing },
        }}
      />
    );
  }
  const list = checklistValueList(value);
  // spec 3 §2.2 section 4 "the CTRL key multi-selects when multipleSelection is on": on a touch
  // screen there is no CTRL, so the list itself takes several values (a tick per value).
  return (
    <FormControl size="small" fullWidth disabled={disabled} sx={sx}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        multiple={multiple}
        value={multiple ? list : (list[0] ?? '')}
        input={<OutlinedInput label={label} />}
        inputProps={{ 'data-checklist': name, 'data-missing': missing }}
        SelectDisplayProps={{ 'aria-label': name, 'aria-labelledby': undefined }}
        renderValue={(selected) =>
          Array.isArray(selected) ? selected.join(', ') : String(selected)
        }
        onChange={(event) => {
          const next = event.target.value;
          onChange(encodeChecklistValue(typeof next === 'string' ? [next] : next));
        }}
      >
        {allowed.map((option) => (
          <MenuItem key={option} value={option}>
            {multiple && <Checkbox size="small" checked={list.includes(option)} />}
            <ListItemText primary={option} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
});

/**
 * spec 3 §2.2 section 4: the checklist, one line per designation with its departure and return
 * values (allowed values as a list, several when multipleSelection is on). Lines that changed
 * during the rental are marked `Écart` (issue 14).
 */
export function ChecklistSection({
  checklist,
  editable,
  multiple,
  missing,
  differences,
  onChange,
}: {
  readonly checklist: readonly ChecklistLine[];
  readonly editable: ConditionEditable;
  readonly multiple: boolean;
  readonly missing: ReadonlySet<string>;
  readonly differences: readonly ConditionDifference[] | null;
  readonly onChange: (id: number, leg: ConditionLeg, value: ChecklistValue) => void;
}) {
  const changed = new Set(
    (differences ?? []).flatMap((d) => (d.kind === 'checklist' ? [d.id] : [])),
  );
  return (
    <FormSection number={4} title={t.sections.checklist}>
      {checklist.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t.checklist.empty}
        </Typography>
      )}
      {multiple && checklist.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t.checklist.multipleHint}
        </Typography>
      )}
      <Box role="list" aria-label={t.sections.checklist}>
        {checklist.map((line) => (
          <Box
            key={line.id}
            role="listitem"
            data-changed={changed.has(line.id) || undefined}
            sx={legRowSx}
          >
            <Box sx={legLabelSx}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {line.CH_DESIGNATION}
              </Typography>
              {changed.has(line.id) && (
                <Chip size="small" color="warning" label={t.checklist.difference} />
              )}
            </Box>
            {(['DEPART', 'RETOUR'] as const).map((leg) => (
              <ChecklistCell
                key={leg}
                line={line}
                leg={leg}
                multiple={multiple}
                disabled={!editable[leg]}
                missing={missing.has(checklistFieldKey(line.id, leg))}
                changed={leg === 'RETOUR' && changed.has(line.id)}
                onChange={onChange}
              />
            ))}
          </Box>
        ))}
      </Box>
    </FormSection>
  );
}
