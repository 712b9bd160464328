import { startOfDayUtc } from '@locasuite/core';
import { ConfirmDialog, refusalAware } from '@locasuite/ui';
import { findClients, findContracts, saveSettings } from '../api';
import type { RdvApi, RdvSetup, Slot } from '../api';
import type { SlotFlow } from '../hooks/useSlotFlow';
import { texts } from '../texts';
import { AddDialog } from './AddDialog';
import { AgencyListDialog } from './AgencyListDialog';
import { BookingDialog } from './BookingDialog';
import { DeleteSeriesDialog } from './DeleteSeriesDialog';
import { EditDialog } from './EditDialog';
import { GoToDialog } from './GoToDialog';
import { ManagementDialog } from './ManagementDialog';
import { SettingsDialog } from './SettingsDialog';
import { SlotDialog } from './SlotDialog';

export interface RdvDialogsProps {
  readonly flow: SlotFlow;
  readonly api: RdvApi;
  readonly admin: boolean;
  readonly now: number;
  /** The clock (the page's `now` in stories and tests). */
  readonly clock: () => number;
  readonly fullScreen: boolean;
  readonly setup: RdvSetup;
  /** The agencies shown, and their change (saved by the page). */
  readonly agencyIds: readonly string[];
  readonly onAgencies: (ids: string[]) => void;
  /** The calendar's first day, and a day chosen in `Calendrier`. */
  readonly day: number;
  readonly onDay: (day: number) => void;
  /** Grows after every save of the page: the management table reads its slots again. */
  readonly changes: number;
  /** After a 409: reads the slots again (null when the read failed). */
  readonly readAgain: () => Promise<readonly Slot[] | null>;
  readonly reloadSetup: () => void;
  readonly onNotice: (message: string) => void;
  readonly onRefused: () => void;
}

const C = texts.confirm;

/**
 * Every dialog of the page (spec 2 §2.2): the header's (Gestion des disponibilités, Liste des
 * agences, Calendrier, Paramètre du calendrier), then over them the chosen slot's (its detail,
 * MODIFICATIONS, the booking, the OUI / NON confirmations) and the add-availability dialog, as
 * `slotFlow` has them open.
 */
export function RdvDialogs(props: RdvDialogsProps) {
  const { flow, api, admin, fullScreen, setup, agencyIds, onAgencies, onRefused } = props;
  const { state, selected } = flow;
  const { step, adding } = state;
  const agencies = setup.agencies;
  return (
    <>
      {state.dialog === 'management' && (
        <ManagementDialog
          api={api}
          admin={admin}
          now={props.now}
          agencies={agencies}
          types={setup.types}
          selectedAgencies={agencyIds}
          onAgencies={onAgencies}
          changes={props.changes}
          onRefused={onRefused}
          onClose={flow.closeDialog}
          onCreate={() => flow.create(props.day, agencyIds[0] ?? '')}
          onOpen={(slot) => flow.openSlot(slot)}
          onEdit={(slot) => flow.openSlot(slot, 'edit')}
          onDelete={(slot) => flow.openSlot(slot, 'delete')}
          onDeleteSeries={(slot) => flow.openSlot(slot, 'deleteSeries')}
        />
      )}
      {state.dialog === 'agencies' && (
        <AgencyListDialog
          agencies={agencies}
          selected={agencyIds}
          multiple={admin}
          onChoose={onAgencies}
          onClose={flow.closeDialog}
        />
      )}
      {state.dialog === 'goto' && (
        <GoToDialog
          day={props.day}
          onClose={flow.closeDialog}
          onChoose={(day) => {
            props.onDay(startOfDayUtc(day));
            flow.closeDialog();
          }}
        />
      )}
      {admin && state.dialog === 'settings' && (
        <SettingsDialog
          types={setup.types}
          colors={setup.colors}
          hiddenDays={setup.hiddenDays}
          onClose={flow.closeDialog}
          onSave={refusalAware(async (colors: Record<string, string>, hidden: number[]) => {
            await saveSettings(api, colors, hidden);
            flow.closeDialog();
            props.onNotice(texts.settings.saved);
            props.reloadSetup();
          }, onRefused)}
        />
      )}
      {selected && step === 'detail' && (
        <SlotDialog
          slot={selected}
          admin={admin}
          agencies={agencies}
          types={setup.types}
          fullScreen={fullScreen}
          busy={flow.busy}
          onClose={flow.closeSlot}
          onEdit={() => flow.choose('edit')}
          onFree={() => flow.choose('free')}
          onDelete={() => flow.choose('delete')}
          onBook={() => flow.choose('book')}
        />
      )}
      {selected && step === 'edit' && (
        <EditDialog
          slot={selected}
          admin={admin}
          agencies={agencies}
          types={setup.types}
          fullScreen={fullScreen}
          onClose={flow.back}
          onSave={(newData, base) => flow.save({ kind: 'edit', slot: base, newData })}
          onStale={async () =>
            (await props.readAgain())?.find((s) => s.key === selected.key) ?? null
          }
        />
      )}
      <ConfirmDialog
        open={selected !== null && step === 'free'}
        title={C.freeTitle}
        message={C.free}
        confirmLabel={C.yes}
        cancelLabel={C.no}
        destructive
        busy={flow.busy}
        onConfirm={flow.confirm}
        onCancel={flow.back}
      />
      <ConfirmDialog
        open={selected !== null && step === 'delete'}
        title={C.deleteTitle}
        message={C.delete}
        confirmLabel={C.yes}
        cancelLabel={C.no}
        destructive
        busy={flow.busy}
        onConfirm={flow.confirm}
        onCancel={flow.back}
      />
      {selected && (step === 'series' || step === 'seriesOnly') && (
        <DeleteSeriesDialog
          day={selected.day}
          offerOne={step === 'series'}
          onNo={flow.back}
          onYes={(scope) => flow.save({ kind: 'delete', slot: selected, scope })}
        />
      )}
      {admin && selected && step === 'book' && (
        <BookingDialog
          fullScreen={fullScreen}
          findClients={(search) => findClients(api, search)}
          findContracts={(code) => findContracts(api, code)}
          onClose={flow.back}
          onBook={(client, contract) =>
            flow.save({ kind: 'book', slot: selected, client, contract })
          }
        />
      )}
      {admin && adding && (
        <AddDialog
          day={adding.day}
          agency={adding.agency}
          range={adding.range}
          agencies={agencies}
          types={setup.types}
          fullScreen={fullScreen}
          onClose={flow.closeAdd}
          onAdd={(input) => flow.save({ kind: 'create', input })}
          clock={props.clock}
        />
      )}
    </>
  );
}
