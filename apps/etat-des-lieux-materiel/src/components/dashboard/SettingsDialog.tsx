import { useCallback, useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  ActionMessage,
  LoadProblem,
  LoadingOverlay,
  ToolDialog,
  refusalAware,
  useDialogAction,
  useLoad,
} from '@locasuite/ui';
import type { ToolSession } from '@locasuite/ui';
import type { EtatdlApi } from '../../api';
import { dashboardTexts as t } from '../../texts';
import { loadSettings, saveSettings } from './api';

export interface SettingsDialogProps {
  readonly open: boolean;
  readonly api: EtatdlApi;
  readonly session: ToolSession;
  /** Closed; `saved` after « Mettre à jour » went through. */
  readonly onClose: (saved: boolean) => void;
}

/**
 * spec 3 §2.3 « Modifier le formulaire »: the user's name and agency and, for an admin, the
 * custom field definitions with a show toggle (§6: only admins see and change them). `Annuler`
 * closes; `Mettre à jour` saves, a refusal keeps what was typed.
 */
export function SettingsDialog({ open, api, session, onClose }: SettingsDialogProps) {
  const admin = session.user?.admin === true;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const settings = useLoad(
    useCallback(() => loadSettings(api, admin), [api, admin]),
    { onRefused: session.onRefused, enabled: open },
  );
  const action = useDialogAction();
  const [userName, setUserName] = useState('');
  const [agencyId, setAgencyId] = useState('');
  const [shown, setShown] = useState<ReadonlyMap<string, boolean>>(new Map());

  const data = settings.data;
  useEffect(() => {
    if (!data) return;
    setUserName(data.user.userName);
    setAgencyId(data.user.agencyId);
    setShown(new Map(data.fields.map((f) => [f.key, f.show])));
  }, [data]);

  const update = async () => {
    const changed = (data?.fields ?? [])
      .filter((f) => shown.get(f.key) !== undefined && shown.get(f.key) !== f.show)
      .map((f) => ({ key: f.key, show: shown.get(f.key) === true }));
    const ok = await action.run(
      refusalAware(
        () => saveSettings(api, { userName, agencyId }, admin ? changed : []),
        session.onRefused,
      ),
      t.updated,
    );
    if (ok) {
      await session.refreshUser();
      onClose(true);
    }
  };

  const ready = data !== undefined;
  return (
    <ToolDialog
      open={open}
      title={t.settings}
      onClose={() => onClose(false)}
      busy={action.busy}
      fullScreen={phone}
      maxWidth={admin ? 'md' : 'xs'}
      contentSx={{ position: 'relative' }}
      confirm={{
        label: t.update,
        disabled: !ready || userName.trim() === '',
        onClick: () => void update(),
      }}
    >
      <LoadProblem load={settings} failedMessage={t.settingsFailed} sx={{ mb: 2 }} />
      <ActionMessage result={action.result} />
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t.userName}
          value={userName}
          onChange={(event) => setUserName(event.target.value)}
          disabled={!ready || action.busy}
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label={t.userAgency}
          value={ready && data.agencies.some((a) => a.id === agencyId) ? agencyId : ''}
          onChange={(event) => setAgencyId(event.target.value)}
          disabled={!ready || action.busy}
        >
          <MenuItem value="">{t.noUserAgency}</MenuItem>
          {(data?.agencies ?? []).map((agency) => (
            <MenuItem key={agency.id} value={agency.id}>
              {agency.name}
            </MenuItem>
          ))}
        </TextField>
        {admin ? (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t.customFields}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label={t.customFields}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.fieldName}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {t.fieldDeparture}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {t.fieldReturn}
                    </TableCell>
                    <TableCell align="center">{t.fieldShown}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(data?.fields ?? []).map((f) => (
                    <TableRow key={f.key}>
                      <TableCell>{f.name}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {f.labelDeparture}
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {f.labelReturn}
                      </TableCell>
                      <TableCell align="center">
                        <Switch
                          checked={shown.get(f.key) ?? f.show}
                          disabled={action.busy}
                          onChange={(event) =>
                            setShown((m) => new Map(m).set(f.key, event.target.checked))
                          }
                          slotProps={{ input: { 'aria-label': t.showField(f.name) } }}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        ) : null}
      </Stack>
      <LoadingOverlay open={settings.loading} />
    </ToolDialog>
  );
}
