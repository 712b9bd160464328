import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { MAX_SEARCH_SELECTIONS, limitSearchSelections } from '@locasuite/core';
import { texts } from '../texts';

export interface SearchOption {
  readonly value: string;
  readonly kind: 'famille' | 'sous-famille';
}

export interface ResourceSearchProps {
  readonly options: readonly SearchOption[];
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  /** Told when a fourth choice was refused (spec 1 §5). */
  readonly onLimit: () => void;
  readonly fullWidth?: boolean;
}

/** spec 1 §2/§5: the multi-select search by sub-family or family, 3 chips at most. */
export function ResourceSearch({
  options,
  value,
  onChange,
  onLimit,
  fullWidth = false,
}: ResourceSearchProps) {
  const selected = options.filter((o) => value.includes(o.value));
  return (
    <Autocomplete
      multiple
      size="small"
      sx={fullWidth ? { width: '100%' } : { minWidth: 300, flex: '1 1 300px', maxWidth: 520 }}
      options={[...options]}
      value={selected}
      groupBy={(o) => (o.kind === 'famille' ? 'Familles' : 'Sous-familles')}
      getOptionLabel={(o) => o.value}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      noOptionsText={texts.noOption}
      onChange={(_e, next) => {
        const values = next.map((o) => o.value);
        if (values.length > MAX_SEARCH_SELECTIONS) onLimit();
        onChange(limitSearchSelections(values));
      }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.value} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={texts.search}
          helperText={texts.searchHelp}
          slotProps={{
            ...params.slotProps,
            // The label ends with an ellipsis before the arrow, and says it whole on hover.
            inputLabel: {
              ...params.slotProps.inputLabel,
              title: texts.search,
              sx: { '&:not(.MuiInputLabel-shrink)': { maxWidth: 'calc(100% - 72px)' } },
            },
            htmlInput: { ...params.slotProps.htmlInput, title: texts.search },
          }}
        />
      )}
    />
  );
}
