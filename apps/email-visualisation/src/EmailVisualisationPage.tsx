import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import {
  EMAIL_ROWS_PER_PAGE,
  calls,
  fieldRecords,
  formatFrenchDateTime,
  parseMailboxes,
  searchEmails,
  sentView,
} from '@locasuite/core';
import { DataTable, LoadProblem, TimedBanner, useLoad } from '@locasuite/ui';
import type { DataTableColumn, ToolPageProps } from '@locasuite/ui';
import { MailDetailDialog } from './components/MailDetailDialog';
import type { EmailClient, EmailRow } from './api';
import { emailTexts } from './texts';

/** The user's email (spec 1 §3 User) designates it to `sendinBlue_user_get_info`. */
export type EmailVisualisationPageProps = ToolPageProps<EmailClient>;

const NO_ROWS: readonly EmailRow[] = [];
const NO_MAILBOXES: readonly string[] = [];

const shownDate = (row: EmailRow) => {
  const ms = typeof row.date === 'number' ? row.date : Date.parse(String(row.date ?? ''));
  return formatFrenchDateTime(ms) || String(row.date ?? '');
};

const COLUMNS: readonly DataTableColumn<EmailRow>[] = [
  { key: 'date', header: emailTexts.columns.date, render: shownDate, width: 150 },
  { key: 'from', header: emailTexts.columns.from },
  { key: 'email', header: emailTexts.columns.to },
  { key: 'subject', header: emailTexts.columns.subject },
];

/**
 * A phone (issue 11 item 5): the four columns left the subject off-screen and each row 110 px
 * tall; one column shows the date, the correspondent (the recipient: the sender is the chosen
 * mailbox) and the subject, each on one line cut with an ellipsis, the full text on hover.
 */
const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const PHONE_COLUMNS: readonly DataTableColumn<EmailRow>[] = [
  {
    key: 'subject',
    header: emailTexts.phoneColumn,
    render: (row) => (
      <Box sx={{ minWidth: 0, maxWidth: 'calc(100vw - 64px)' }}>
        <Typography variant="caption" color="text.secondary" component="div" sx={oneLine}>
          {shownDate(row)}
        </Typography>
        <Typography variant="body2" component="div" sx={oneLine} title={String(row.email ?? '')}>
          {String(row.email ?? '')}
        </Typography>
        <Typography
          variant="body2"
          component="div"
          sx={{ ...oneLine, fontWeight: 500 }}
          title={String(row.subject ?? '')}
        >
          {String(row.subject ?? '')}
        </Typography>
      </Box>
    ),
  },
];

/**
 * spec 1 §2 /email-visualisation: the mailboxes of the user (MAILS), the sent view of the chosen
 * one (spec 1 §4) with a search, 40 rows a page, and the detail of a mail on click. A failed
 * mailbox lookup shows « Identifiant ou mot de passe incorecte » for 5 s (spec 1 §8, shown here).
 */
export function EmailVisualisationPage({ api, session }: EmailVisualisationPageProps) {
  const { user, onRefused } = session;
  const email = user?.email ?? null;
  const [chosen, setChosen] = useState('');
  const [query, setQuery] = useState('');
  const [banner, setBanner] = useState<string | null>(null);
  const [opened, setOpened] = useState<EmailRow | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  const lookup = useLoad(
    useCallback(async (): Promise<readonly string[]> => {
      if (email === null) throw new Error(emailTexts.lookupFailed);
      const answer = await api.call(calls.emailVisualisation.sendinBlue_user_get_info, {
        user_id: email,
      });
      return parseMailboxes(String(fieldRecords(answer)[0]?.MAILS ?? ''));
    }, [api, email]),
    // spec 1 §8: a refused session resets the token (the shell does it, then opens /login).
    { onRefused },
  );
  const lookupFailed = lookup.status !== 'loading' && lookup.status !== 'ready';
  const mailboxes = lookupFailed ? NO_MAILBOXES : (lookup.data ?? null);
  const mailbox = chosen || mailboxes?.[0] || '';
  useEffect(() => {
    if (lookupFailed) setBanner(emailTexts.lookupFailed);
  }, [lookupFailed]);

  // A failed list load keeps the rows shown before (issue 11 item 1); « Aucun mail » only
  // follows a successful answer.
  const list = useLoad(
    useCallback(
      async (): Promise<readonly EmailRow[]> =>
        mailbox
          ? sentView(
              fieldRecords(
                await api.call(calls.emailVisualisation.sendinBlue_get_emails_list, {
                  email: mailbox,
                }),
              ),
              mailbox,
            )
          : NO_ROWS,
      [api, mailbox],
    ),
    { onRefused },
  );
  const rows = list.data ?? NO_ROWS;
  const listFailed = list.status === 'failed' || list.status === 'unreachable';

  const visible = useMemo(() => searchEmails(rows, query, shownDate), [rows, query]);
  const closeBanner = useCallback(() => setBanner(null), []);
  const noMailbox = mailboxes !== null && mailboxes.length === 0;

  return (
    <Box
      component="main"
      sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1400, mx: 'auto', minWidth: 0, width: '100%' }}
    >
      <TimedBanner message={banner} onClose={closeBanner} />
      <Typography component="h1" variant="h2" sx={{ my: 2 }}>
        {emailTexts.title}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          mb: 2,
        }}
      >
        <TextField
          select
          label={emailTexts.mailboxLabel}
          value={noMailbox ? '' : mailbox}
          onChange={(e) => setChosen(e.target.value)}
          disabled={noMailbox}
          helperText={noMailbox ? emailTexts.noMailbox : undefined}
          sx={{ minWidth: { sm: 320 } }}
          slotProps={{ select: { displayEmpty: noMailbox } }}
        >
          {(mailboxes ?? []).map((box) => (
            <MenuItem key={box} value={box}>
              {box}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={emailTexts.search}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <LoadProblem load={list} failedMessage={emailTexts.listFailed} sx={{ mb: 2 }} />
      {/* On a phone the four columns scroll sideways inside the card, not the whole page. */}
      <Box sx={{ width: '100%', minWidth: 0, overflowX: 'auto' }}>
        {/* Keyed by the mailbox the user picked: another mailbox starts on its page 1, its newest
            mails (issue 11 item 5); the first mailbox shown by default keeps the same table. */}
        <DataTable
          key={chosen}
          label={emailTexts.tableLabel}
          columns={phone ? PHONE_COLUMNS : COLUMNS}
          rows={visible}
          getRowId={(r) => r.messageId}
          onRowClick={setOpened}
          emptyMessage={listFailed ? '' : emailTexts.empty}
          pageSizes={[EMAIL_ROWS_PER_PAGE]}
          initialPageSize={EMAIL_ROWS_PER_PAGE}
          loading={list.loading || mailboxes === null}
        />
      </Box>
      <MailDetailDialog
        api={api}
        row={opened}
        onClose={() => setOpened(null)}
        onRefused={onRefused}
      />
    </Box>
  );
}
