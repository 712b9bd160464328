import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { frenchDayOfWire } from '@locasuite/core';
import { FormDateInput, FormTextInput } from '@locasuite/ui/form';
import type { Control } from '@locasuite/ui/form';
import type { EditValues } from '../hooks/useContractEdit';
import type { Choice, Contract } from '../records';
import { texts } from '../texts';

const T = texts.edit;

const euros = (value: string) =>
  value === '' || !Number.isFinite(Number(value))
    ? value
    : Number(value).toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' });

/** A list's items, the saved value kept when the list no longer offers it, and « none ». */
function menu(values: readonly string[], names?: (v: string) => string, saved = '') {
  const all = saved !== '' && !values.includes(saved) ? [saved, ...values] : values;
  return [
    <MenuItem key="" value="">
      {T.none}
    </MenuItem>,
    ...all.map((v) => (
      <MenuItem key={v} value={v}>
        {names ? names(v) : v}
      </MenuItem>
    )),
  ];
}

export interface ContractDetailsProps {
  readonly contract: Contract;
  readonly control: Control<EditValues>;
  readonly agencies: readonly Choice[];
  readonly payments: readonly string[];
  readonly deposits: readonly string[];
  /** spec 4 §2.4 « editable when not invoiced ». */
  readonly readOnly: boolean;
}

/**
 * spec 4 §2.4 the table (client, pick-up agency and departure date editable when not invoiced,
 * return date, total price including tax, deposits) and the payment and deposit selectors.
 */
export function ContractDetails({
  contract,
  control,
  agencies,
  payments,
  deposits,
  readOnly,
}: ContractDetailsProps) {
  const agencyItems = useMemo(() => {
    const names = new Map(agencies.map((a) => [a.id, a.name]));
    if (contract.agencyId !== '' && !names.has(contract.agencyId))
      names.set(contract.agencyId, contract.agency);
    return menu([...names.keys()], (id) => names.get(id) ?? id);
  }, [agencies, contract.agencyId, contract.agency]);
  const paymentItems = useMemo(
    () => menu(payments, undefined, contract.payment),
    [payments, contract.payment],
  );
  const depositItems = useMemo(
    () => menu(deposits, undefined, contract.depositType),
    [deposits, contract.depositType],
  );
  const rows: [string, React.ReactNode][] = [
    [T.client, `${contract.company} (${contract.clientCode})`],
    [
      T.agency,
      <FormTextInput
        key="agency"
        control={control}
        name="agencyId"
        label={T.agency}
        options={agencyItems}
        disabled={readOnly}
        size="small"
        fullWidth
      />,
    ],
    [
      T.start,
      <FormDateInput
        key="start"
        control={control}
        name="start"
        label={T.start}
        disabled={readOnly}
        size="small"
        fullWidth
      />,
    ],
    [T.end, frenchDayOfWire(contract.end)],
    [T.total, euros(contract.total)],
    [T.advance, euros(contract.advance)],
    [T.depositAsked, euros(contract.depositAsked)],
    [T.depositPaid, contract.depositPaid],
    [T.depositState, contract.depositState],
  ];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined">
        <Table size="small" aria-label={T.details}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: { sm: 260 }, fontWeight: 600 }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextInput
          control={control}
          name="payment"
          label={T.payment}
          options={paymentItems}
          disabled={readOnly}
          fullWidth
        />
        <FormTextInput
          control={control}
          name="deposit"
          label={T.deposit}
          options={depositItems}
          disabled={readOnly}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
