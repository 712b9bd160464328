import { useState } from 'react';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SavConflictAnswer, SavConflictChoice } from '@locasuite/core';
import { ToolDialog } from '@locasuite/ui';
import { texts } from '../../texts';

const t = texts.conflict;

/** A value as people read it: a list's entries, a drawn signature named, empty said. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return t.empty;
  if (typeof value === 'string')
    return value.startsWith('data:image/') ? texts.form.signatureLabel : value;
  if (Array.isArray(value)) {
    return value
      .map((v) =>
        typeof v === 'object' && v !== null ? Object.values(v).map(String).join(' ') : String(v),
      )
      .join(' ; ');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value as number);
}

export interface ConflictDialogProps {
  readonly answer: SavConflictAnswer | null;
  readonly busy: boolean;
  readonly onResend: (choices: Readonly<Record<string, SavConflictChoice>>) => void;
  readonly onCancel: () => void;
}

/**
 * Issue 37 « Field-level merge »: the fields changed both on this device and at the office, side
 * by side; the technician keeps one value per field (what they typed is ticked first, the office's
 * value is one tap away), then the edit is sent again on the office's version with these choices.
 */
export function ConflictDialog({ answer, busy, onResend, onCancel }: ConflictDialogProps) {
  const [choices, setChoices] = useState<Record<string, 'mine' | 'current'>>({});
  if (!answer) return null;
  const choiceOf = (field: string) => choices[field] ?? 'mine';
  return (
    <ToolDialog
      title={t.title}
      onClose={onCancel}
      maxWidth="md"
      dividers
      confirm={{
        label: t.resend,
        disabled: busy,
        onClick: () =>
          onResend(Object.fromEntries(answer.conflicts.map((c) => [c.field, choiceOf(c.field)]))),
      }}
    >
      <Typography sx={{ mb: 1 }}>{t.intro}</Typography>
      <Table size="small" aria-label={t.title}>
        <TableHead>
          <TableRow>
            <TableCell>{t.field}</TableCell>
            <TableCell>{t.mine}</TableCell>
            <TableCell>{t.theirs}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.conflicts.map((c) => (
            <TableRow key={c.field} data-testid="conflict-row">
              <TableCell>{c.label}</TableCell>
              <TableCell>
                <Radio
                  checked={choiceOf(c.field) === 'mine'}
                  onChange={() => setChoices({ ...choices, [c.field]: 'mine' })}
                  slotProps={{ input: { 'aria-label': t.keepMine(c.label) } }}
                />
                {shown(c.mine)}
              </TableCell>
              <TableCell>
                <Radio
                  checked={choiceOf(c.field) === 'current'}
                  onChange={() => setChoices({ ...choices, [c.field]: 'current' })}
                  slotProps={{ input: { 'aria-label': t.keepTheirs(c.label) } }}
                />
                {shown(c.current)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ToolDialog>
  );
}
