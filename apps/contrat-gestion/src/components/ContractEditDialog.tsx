import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import {
  ActionMessage,
  ConfirmDialog,
  FullScreenDialog,
  LoadProblem,
  refusalAware,
} from '@locasuite/ui';
import type { ContractSetup, ContratApi } from '../api';
import { closeContract, invoiceContract, renewContract, sendToSign } from '../api';
import { useContractEdit } from '../hooks/useContractEdit';
import { useLineActions } from '../hooks/useLineActions';
import type { Contract } from '../records';
import { texts } from '../texts';
import { AddEquipmentDialog } from './AddEquipmentDialog';
import { ChangeMatriculeDialog } from './ChangeMatriculeDialog';
import { ContractActions } from './ContractActions';
import { ContractDetails } from './ContractDetails';
import { DocumentsSection } from './DocumentsSection';
import { EquipmentLines } from './EquipmentLines';
import { LineDialogs } from './LineDialogs';
import type { ToolFrame } from './ToolFrameDialog';

const T = texts.edit;

type Confirm = 'leave' | 'invoice' | 'renew' | 'close' | null;

export interface ContractEditDialogProps {
  readonly api: ContratApi;
  readonly contract: Contract;
  readonly setup: ContractSetup;
  readonly userName: string;
  readonly onRefused: () => void;
  readonly reloadContracts: () => void;
  /**
   * The contract is being read again (after a change of this form or someone else's): a line's
   * move changes its state and version, and the contract's buttons send the version they saw.
   */
  readonly refreshing?: boolean;
  /** Opens another tool over the page (condition check, after-sales, signing). */
  readonly onFrame: (frame: ToolFrame) => void;
  readonly onClose: () => void;
}

/**
 * spec 4 §2.4 the contract edit form, full screen and persistent: header, table, selectors,
 * documents, rented equipment, the buttons and their §8 reasons, the red banners, `Valider la
 * fermeture ?` on leaving, quick-open frames filtered on this contract or client.
 */
export function ContractEditDialog({
  api,
  contract,
  setup,
  userName,
  onRefused,
  reloadContracts,
  refreshing = false,
  onFrame,
  onClose,
}: ContractEditDialogProps) {
  const edit = useContractEdit(api, contract, setup.agencies, reloadContracts, onRefused);
  const { action, form, guards, edited } = edit;
  const lines = useLineActions(api, contract, edit, reloadContracts, onRefused);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [adding, setAdding] = useState(false);
  const [renewedRef, setRenewedRef] = useState<string | null>(null);
  const readOnly = guards.invoiced || contract.closed;
  const subFamilies = useMemo(
    () => edit.lines.data?.map((l) => l.subFamily).filter((s) => s !== ''),
    [edit.lines.data],
  );
  const act = (call: () => Promise<unknown>, done: string) =>
    action.run(refusalAware(call, onRefused), done);

  const onConfirm = async () => {
    const asked = confirm;
    setConfirm(null);
    if (asked === 'leave') onClose();
    else if (asked === 'invoice') {
      if (await act(() => invoiceContract(api, contract, userName), T.invoiced)) finish();
    } else if (asked === 'close') {
      if (await act(() => closeContract(api, contract), T.closed)) finish();
    } else if (asked === 'renew') {
      let ref = '';
      const renewed = await action.run(
        refusalAware(async () => {
          ref = await renewContract(api, contract);
        }, onRefused),
      );
      if (renewed) {
        setRenewedRef(ref);
        edit.lines.reload();
        reloadContracts();
      }
    }
  };
  // spec 4 §4.3 « After invoicing or closing the form closes ».
  const finish = () => {
    reloadContracts();
    onClose();
  };
  const frames: readonly ToolFrame[] = [
    { title: T.openConditionCheck, route: 'etat-des-lieux-materiel', search: contract.number },
    { title: T.openAfterSales, route: 'sav-gestion', search: contract.number },
    { title: T.openSigning, route: 'signature-en-ligne', search: contract.clientCode },
  ];

  return (
    <FullScreenDialog
      open
      title={T.title(contract.number, contract.clientCode)}
      onClose={() => (edited ? setConfirm('leave') : onClose())}
    >
      <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto' }}>
        {guards.invoiced && (
          <Alert severity="error" variant="filled">
            {T.invoicedBanner}
          </Alert>
        )}
        {edited && (
          <Alert severity="error" variant="filled">
            {T.editedBanner}
          </Alert>
        )}
        <ActionMessage result={action.result} sx={{}} />
        {renewedRef !== null && action.result === null && (
          <Alert severity="success" onClose={() => setRenewedRef(null)}>
            {T.renewed(renewedRef)}
          </Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {frames.map((frame) => (
            <Button
              key={frame.route}
              size="small"
              variant="outlined"
              onClick={() => onFrame(frame)}
            >
              {frame.title}
            </Button>
          ))}
          <Button
            size="small"
            variant="outlined"
            disabled={action.busy}
            onClick={() => void act(() => sendToSign(api, contract.number), T.sentToSign)}
          >
            {T.sendToSign}
          </Button>
        </Stack>
        <form
          onSubmit={form.handleSubmit((values) => edit.submit(values, T.saved))}
          aria-label={T.details}
        >
          <ContractDetails
            contract={contract}
            control={form.control}
            agencies={setup.agencies}
            payments={setup.payments}
            deposits={setup.deposits}
            readOnly={readOnly}
          />
        </form>
        <ContractActions
          edited={edited}
          // They wait for the contract read again after a change: they send its version.
          busy={action.busy || refreshing}
          invoiced={guards.invoiced}
          guards={guards}
          onSave={() => void form.handleSubmit((values) => edit.submit(values, T.saved))()}
          onInvoice={() => setConfirm('invoice')}
          onRenew={() => setConfirm('renew')}
          onClose={() => setConfirm('close')}
        />
        <Divider />
        <DocumentsSection
          api={api}
          contract={contract}
          subFamilies={subFamilies}
          catalogue={setup.documentTypes}
          readOnly={readOnly}
          onRefused={onRefused}
          run={act}
          fail={lines.fail}
        />
        <Divider />
        <LoadProblem load={edit.lines} failedMessage={T.linesFailed} />
        <EquipmentLines
          contract={contract}
          lines={edit.lines.data ?? []}
          // A line's buttons wait for the lines read again after a change: they send its version.
          busy={action.busy || edit.lines.loading}
          addWhy={readOnly ? texts.why.invoicedContract : edited ? texts.why.editedFirst : null}
          onAdd={() => setAdding(true)}
          onAction={lines.onAction}
        />
      </Stack>
      <LineDialogs lines={lines} busy={action.busy} result={action.result} />
      <ChangeMatriculeDialog
        lines={lines}
        fleet={setup.fleet}
        busy={action.busy}
        result={action.result}
      />
      {adding && (
        <AddEquipmentDialog
          api={api}
          contract={contract}
          setup={setup}
          onRefused={onRefused}
          onClose={() => setAdding(false)}
          onAdded={() => {
            edit.lines.reload();
            reloadContracts();
          }}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={
          confirm === 'leave'
            ? T.leaveTitle
            : confirm === 'invoice'
              ? T.confirmInvoice
              : confirm === 'renew'
                ? T.confirmRenew
                : T.confirmClose
        }
        message={confirm === 'leave' ? T.leaveMessage : contract.number}
        destructive={confirm === 'close' || confirm === 'leave'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void onConfirm()}
      />
    </FullScreenDialog>
  );
}
