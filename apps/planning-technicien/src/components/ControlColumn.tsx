import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import CommentIcon from '@mui/icons-material/Comment';
import GroupIcon from '@mui/icons-material/Group';
import RefreshIcon from '@mui/icons-material/Refresh';
import TuneIcon from '@mui/icons-material/Tune';
import type { Agency } from '../api';
import { texts } from '../texts';

/** spec 2 §9: the height slider goes from 0 to 0.25 by 0.01. */
export const HEIGHT_SLIDER = { min: 0, max: 0.25, step: 0.01 } as const;

export interface ControlColumnProps {
  readonly admin: boolean;
  /** Phones have no slider (the day view is a list). */
  readonly slider: boolean;
  readonly height: number;
  readonly onHeight: (value: number) => void;
  readonly onReload: () => void;
  readonly onDisplay: () => void;
  readonly onComments: () => void;
  readonly onTechnicians: () => void;
  readonly search: string;
  readonly onSearch: (value: string) => void;
  readonly agencies: readonly Agency[];
  readonly agencyId: string;
  readonly onAgency: (id: string) => void;
  readonly only120: boolean;
  readonly onOnly120: (value: boolean) => void;
  /** spec 2 §4.1: no 120 when the tablet option is 0. */
  readonly useTablet: boolean;
}

/**
 * spec 2 §2.1 control column: the height slider, reload, display settings, comments and
 * technician selection (admin only, disabled for others), `Recherche...`, the clearable
 * `Agence`, and the 120-only toggle.
 */
export function ControlColumn(props: ControlColumnProps) {
  const { admin, agencies, agencyId } = props;
  const button = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      {/* A disabled button gets no hover: the span keeps its tooltip. */}
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box
      component="section"
      aria-label={texts.controls}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: { xs: '100%', md: 260 } }}
    >
      {props.slider && (
        <Box sx={{ px: 1 }}>
          <Typography id="technicien-height" variant="caption" color="text.secondary">
            {texts.heightSlider}
          </Typography>
          <Slider
            size="small"
            aria-labelledby="technicien-height"
            min={HEIGHT_SLIDER.min}
            max={HEIGHT_SLIDER.max}
            step={HEIGHT_SLIDER.step}
            value={props.height}
            valueLabelDisplay="auto"
            onChange={(_e, value) => props.onHeight(Array.isArray(value) ? (value[0] ?? 0) : value)}
          />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        {button(texts.reload, <RefreshIcon />, props.onReload)}
        {button(texts.displayButton, <TuneIcon />, props.onDisplay)}
        {button(texts.commentsButton, <CommentIcon />, props.onComments, !admin)}
        {button(texts.techniciansButton, <GroupIcon />, props.onTechnicians, !admin)}
      </Box>
      <TextField
        size="small"
        placeholder={texts.search}
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
        slotProps={{ htmlInput: { 'aria-label': texts.search } }}
      />
      <TextField
        select
        size="small"
        id="technicien-agency"
        label={texts.agency}
        value={agencyId}
        onChange={(e) => props.onAgency(e.target.value)}
        slotProps={{
          input: {
            endAdornment:
              agencyId === '' ? undefined : (
                <InputAdornment position="end" sx={{ mr: 2 }}>
                  <IconButton
                    size="small"
                    aria-label={texts.clearAgency}
                    onClick={() => props.onAgency('')}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
          },
        }}
      >
        {agencies.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      {props.useTablet && (
        <FormControlLabel
          control={
            <Switch checked={props.only120} onChange={(e) => props.onOnly120(e.target.checked)} />
          }
          label={<Typography variant="body2">{texts.only120}</Typography>}
        />
      )}
    </Box>
  );
}
