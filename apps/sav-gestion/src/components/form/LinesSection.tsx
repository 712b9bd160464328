import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { text } from '@locasuite/core';
import type { SavOptions, SavReport } from '../../api';
import { texts } from '../../texts';
import { FormSection } from './FormSection';
import { deviceId } from './reportModel';
import type { FormLine } from './reportModel';

const t = texts.form.line;

export interface LinesSectionProps {
  readonly lines: readonly FormLine[];
  readonly onChange: (next: readonly FormLine[]) => void;
  readonly stock: readonly SavReport[];
  readonly readOnly: boolean;
  readonly options: SavOptions;
}

/** spec 4 §3.3 the article's title: reference, family, sub-family and designation. */
const articleTitle = (a: SavReport) =>
  text(a.title) ||
  [a.PIECE_REFERENCE, a.FAMILLE, a.SS_FAMILLE, a.PIECE_DESIGNATION]
    .map(text)
    .filter(Boolean)
    .join(' - ');

/**
 * spec 4 §2.2 PIÈCES DÉTACHÉES, §3.2: lines picked from the stock search, each with an id made on
 * this device (a replay of the report sends the same lines), reference, designation, quantity.
 */
export function LinesSection({ lines, onChange, stock, readOnly, options }: LinesSectionProps) {
  const [search, setSearch] = useState('');
  if (!options.showStock && lines.length === 0) return null;
  return (
    <FormSection
      title={texts.form.sections.lines}
      mandatory={options.mandatoryKeys.includes('lignes')}
    >
      {readOnly ? null : (
        <Autocomplete
          options={stock}
          value={null}
          inputValue={search}
          onInputChange={(_e, value) => setSearch(value)}
          getOptionLabel={articleTitle}
          getOptionKey={(a) => text(a.PIECE_REFERENCE)}
          noOptionsText={t.noArticle}
          onChange={(_e, article) => {
            if (!article) return;
            setSearch('');
            onChange([
              ...lines,
              {
                id: deviceId(),
                'SAV REF PRODUIT': text(article.PIECE_REFERENCE),
                'SAV DESIGNATION': text(article.PIECE_DESIGNATION),
                'SAV QTE PROD': 1,
                'SAV PV UNIT': Number(article.PIECE_PV ?? 0) || 0,
                IS_FROM_WEB: 1,
              },
            ]);
          }}
          renderInput={(params) => <TextField {...params} label={t.search} />}
        />
      )}
      {lines.length === 0 ? (
        <Typography color="text.secondary">{t.none}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-label={t.table}
            sx={{ '& td, & th': { px: { xs: 0.5, sm: 1 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t.reference}</TableCell>
                <TableCell>{t.designation}</TableCell>
                <TableCell align="right">{t.quantity}</TableCell>
                {readOnly ? null : <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{line['SAV REF PRODUIT']}</TableCell>
                  <TableCell>{line['SAV DESIGNATION']}</TableCell>
                  <TableCell align="right">
                    {readOnly ? (
                      line['SAV QTE PROD']
                    ) : (
                      <TextField
                        size="small"
                        type="number"
                        value={line['SAV QTE PROD']}
                        sx={{ width: 72 }}
                        slotProps={{
                          htmlInput: {
                            min: 1,
                            'aria-label': `${t.quantity} ${line['SAV REF PRODUIT']}`,
                          },
                        }}
                        onChange={(e) => {
                          const quantity = Math.max(1, Number(e.target.value) || 1);
                          onChange(
                            lines.map((l) =>
                              l.id === line.id ? { ...l, 'SAV QTE PROD': quantity } : l,
                            ),
                          );
                        }}
                      />
                    )}
                  </TableCell>
                  {readOnly ? null : (
                    <TableCell align="right">
                      <IconButton
                        aria-label={t.remove(line['SAV REF PRODUIT'])}
                        onClick={() => onChange(lines.filter((l) => l.id !== line.id))}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </FormSection>
  );
}
