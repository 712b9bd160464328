import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  calls,
  emailStatusLabel,
  eventTimeMs,
  formatFrenchDateTime,
  opensDetailMs,
} from '@locasuite/core';
import type { EmailClient, EmailRow } from '../api';
import { emailTexts } from '../texts';
import { SafeMailBody } from './SafeMailBody';
import { ToolDialog, useLoad, words } from '@locasuite/ui';

export interface MailDetailDialogProps {
  readonly api: EmailClient;
  /** The row clicked; null closes the dialog. */
  readonly row: EmailRow | null;
  readonly onClose: () => void;
  /** The server refused the session: the shell's `session.onRefused`. */
  readonly onRefused: () => void;
}

const ROW = { py: 0.25, display: 'flex', gap: 2, flexWrap: 'wrap' } as const;

const when = (ms: number) => {
  const text = formatFrenchDateTime(ms);
  return text || '—';
};

/** spec 1 §2-§4: the detail of one mail — subject, sanitised body, French status labels, times. */
export function MailDetailDialog({ api, row, onClose, onRefused }: MailDetailDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const load = useLoad(
    useCallback(
      async () =>
        row && {
          row,
          detail: await api.call(calls.emailVisualisation.get_email_detail, {
            messageId: row.messageId,
            tag: row.tag,
          }),
        },
      [api, row],
    ),
    { onRefused, enabled: row !== null },
  );
  // The detail kept from an earlier mail is never shown for another one.
  const detail = load.data?.row === row ? load.data.detail : null;
  const failed = !load.loading && (load.status === 'failed' || load.status === 'unreachable');
  const loading = !detail && !failed;
  const html = detail ? (detail.html ?? detail.body ?? '') : '';
  const opens = detail?.opens_detail ?? [];

  return (
    <ToolDialog
      open={row !== null}
      title={detail?.subject || row?.subject || emailTexts.detailTitle}
      onClose={onClose}
      closeLabel={words.close}
      fullScreen={fullScreen}
      maxWidth="md"
      dividers
    >
      {row ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {emailTexts.columns.from} : {row.from} — {emailTexts.columns.to} : {row.email}
        </Typography>
      ) : null}
      {loading ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }} role="status">
          <CircularProgress size={24} />
          <Typography>{emailTexts.detailLoading}</Typography>
        </Box>
      ) : null}
      {failed ? <Alert severity="error">{load.message}</Alert> : null}
      {detail ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {detail.state ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {emailStatusLabel('state')} :
              </Typography>
              <Chip size="small" label={emailStatusLabel(detail.state)} />
            </Box>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Box>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {emailTexts.events}
              </Typography>
              {detail.events.length === 0 ? (
                <Typography color="text.secondary">{emailTexts.noEvent}</Typography>
              ) : (
                <List dense disablePadding aria-label={emailTexts.events}>
                  {detail.events.map((e, i) => (
                    <ListItem key={`${e.name}-${e.time}-${i}`} disableGutters sx={ROW}>
                      <Typography sx={{ minWidth: 150, fontWeight: 500 }}>
                        {emailStatusLabel(e.name)}
                      </Typography>
                      <Typography color="text.secondary">{when(eventTimeMs(e.time))}</Typography>
                    </ListItem>
                  ))}
                </List>
              )}
            </Box>
            {opens.length > 0 ? (
              <Box>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {emailStatusLabel('opens')}
                </Typography>
                <List dense disablePadding aria-label={emailStatusLabel('opens')}>
                  {opens.map((o, i) => (
                    <ListItem key={`${o.ts}-${i}`} disableGutters sx={ROW}>
                      <Typography color="text.secondary">{when(opensDetailMs(o.ts))}</Typography>
                    </ListItem>
                  ))}
                </List>
              </Box>
            ) : null}
          </Box>
          <SafeMailBody html={html} />
        </Box>
      ) : null}
    </ToolDialog>
  );
}
