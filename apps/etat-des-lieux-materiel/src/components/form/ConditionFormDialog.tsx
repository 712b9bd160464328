import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {
  CONDITION_CHECK_MESSAGES as M,
  CONDITION_VALIDATION_ALERT_MS,
  conditionStateLabel,
  remoteSignatureLegs,
  type ConditionLeg,
  type PhotoTrace,
} from '@locasuite/core';
import {
  ConfirmDialog,
  FullScreenDialog,
  LoadingOverlay,
  LoadProblem,
  TimedBanner,
} from '@locasuite/ui';
import type { ToolSession } from '@locasuite/ui';
import type { EtatdlApi } from '../../api';
import { legField } from '../../hooks/conditionDraft';
import { useConditionForm } from '../../hooks/useConditionForm';
import {
  buildConditionPdf,
  conditionPdfFileName,
  loadConditionPdfInput,
  openConditionPdf,
} from '../../pdf';
import { ReturnOrderAction } from '../share/ReturnOrderAction';
import { ShareByEmailDialog } from '../share/ShareByEmailDialog';
import { formTexts as t } from '../../texts';
import { ChecklistSection } from './ChecklistSection';
import { CommentsSection } from './CommentsSection';
import { CustomerSection } from './CustomerSection';
import { CustomFieldsSection } from './CustomFieldsSection';
import { DatesSection } from './DatesSection';
import { DifferencesSummary } from './DifferencesSummary';
import { EquipmentSection } from './EquipmentSection';
import { FormActionBar } from './FormActionBar';
import { HeaderSection } from './HeaderSection';
import { MetersSection } from './MetersSection';
import { ObservationsSection } from './ObservationsSection';
import { ObservationDrawing } from '../observations/ObservationDrawing';
import { renderObservationImage } from '../observations/drawMarks';
import { PhotoSection } from '../photos/PhotoSection';
import { FormSection, twoColumns } from './FormSection';
import { SignaturesSection } from './SignaturesSection';
import { UnlockDialog } from './UnlockDialog';
import { deviceOwner } from '../../hooks/useWaitingRecords';

const LEGS = ['DEPART', 'RETOUR'] as const;

export interface ConditionFormDialogProps {
  api: EtatdlApi;
  session: ToolSession;
  contract: string;
  matricule: string;
  velo: boolean;
  onClose: (saved: boolean) => void;
  /** Finaliser found no connection: the report waits on this device (spec 3 §4.2). */
  onStoredOnDevice?: () => void;
  /** A finished report of this record waits on this device: read-only (spec 3 §8). */
  waitingLocally?: boolean;
  /** Finaliser reached the server: the report is saved. */
  onSaved?: () => void;
  /** The clock of the validation moment (tests); the device's by default. */
  now?: () => Date;
}

/**
 * spec 3 §2.2: the full-screen condition form of one contract and registration, sections 1 to 11
 * in the spec's order; §4.1 states, unlock and defaults; §5 validation at Finaliser (one message
 * at a time, about 2 s, required empty fields in orange) then the versioned save.
 */
export function ConditionFormDialog(props: ConditionFormDialogProps): React.JSX.Element {
  const { api, session, contract, matricule, velo, onClose } = props;
  const form = useConditionForm({
    api,
    session,
    contract,
    matricule,
    waitingLocally: props.waitingLocally === true,
    ...(props.now ? { now: props.now } : {}),
  });
  const [confirmClose, setConfirmClose] = useState(false);
  const [unlocking, setUnlocking] = useState(false);
  // The record as it was when « Partager par email » was pressed (the dialog's recipients, subject).
  // It stays mounted once opened: its « Email envoyé ! » snackbar outlives the dialog.
  const [sharing, setSharing] = useState<Record<string, unknown> | null>(null);
  const [shareOpen, setShareOpen] = useState(false);
  // The leg sent for the customer's remote signature, with the record as it was then.
  const [signing, setSigning] = useState<{
    readonly record: Record<string, unknown>;
    readonly leg: ConditionLeg;
  } | null>(null);
  const [signingOpen, setSigningOpen] = useState(false);
  // The photos each leg's section shows as thumbnails: the ones a mail attaches (spec 3 §5.3).
  const [shownPhotos, setShownPhotos] = useState<Record<ConditionLeg, readonly string[]>>({
    DEPART: [],
    RETOUR: [],
  });
  const attachedPhotos = useMemo(
    () => [...shownPhotos.DEPART, ...shownPhotos.RETOUR].map((dataUrl) => ({ dataUrl })),
    [shownPhotos],
  );
  const [pdfBusy, setPdfBusy] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const data = form.load.data;
  const state = form.state;
  // One function per leg for the photos and the drawing, kept between drawings: a section whose
  // own props did not change is not drawn again while the person types elsewhere.
  const { setPhotoCount, setPhotoTraces, setValue } = form;
  const perLeg = useMemo(() => {
    const of = (leg: ConditionLeg) => ({
      photoCount: (count: number) => setPhotoCount(leg, count),
      photos: (photos: readonly PhotoTrace[]) => setPhotoTraces(leg, photos),
      drawing: (value: string) => setValue(legField('OBSERVATION_PHOTO_{leg}', leg), value),
      shown: (dataUrls: readonly string[]) =>
        setShownPhotos((all) => ({ ...all, [leg]: dataUrls })),
    });
    return { DEPART: of('DEPART'), RETOUR: of('RETOUR') };
  }, [setPhotoCount, setPhotoTraces, setValue]);

  // The validation message names a field: bring the first one left empty into view.
  useEffect(() => {
    if (form.alert === null) return;
    document
      .querySelector('[data-condition-form] [data-missing="true"]')
      ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [form.alert]);

  const close = () => (form.dirty ? setConfirmClose(true) : onClose(false));
  // spec 3 §2.2 « open as PDF », « share PDF by email »: the PDF of the form as it is shown.
  const buildPdf = async () => {
    const record = form.currentRecord();
    const family = String(record.CLD_FAMILLE ?? '');
    const drawn = (leg: 'DEPART' | 'RETOUR') =>
      renderObservationImage(
        family,
        String(record[`CLD_OBSERVATION_PHOTO_${leg}`] ?? ''),
        leg === 'RETOUR' ? String(record.CLD_OBSERVATION_PHOTO_DEPART ?? '') : undefined,
      );
    const [DEPART, RETOUR] = await Promise.all([drawn('DEPART'), drawn('RETOUR')]);
    return buildConditionPdf(
      await loadConditionPdfInput(api, record, t.pdfTitle, { observations: { DEPART, RETOUR } }),
    );
  };
  const openPdf = async () => {
    setPdfBusy(true);
    setPdfError(null);
    try {
      const blob = await buildPdf();
      openConditionPdf(
        blob,
        conditionPdfFileName({ record: form.currentRecord(), title: t.pdfTitle }),
      );
    } catch (error) {
      setPdfError(t.actions.pdfFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      setPdfBusy(false);
    }
  };
  const finalize = async () => {
    const outcome = await form.finalize();
    if (outcome === 'stored') props.onStoredOnDevice?.();
    if (outcome === 'saved') props.onSaved?.();
    if (outcome !== false) onClose(true);
  };

  const lockedMessage =
    state === 'waiting'
      ? M.waitingSync
      : !form.unlocked && state === 'finished'
        ? M.finishedLocked
        : !form.unlocked && state === 'toDeliver'
          ? M.toDeliverLocked
          : null;
  // Offered from the saved record: the server checks the same rule on what it holds.
  const signableLeg = data ? (remoteSignatureLegs(data.record)[0] ?? null) : null;
  const canUnlock = state === 'finished' || state === 'toDeliver' || state === 'return';

  return (
    <FullScreenDialog
      open
      title={t.title(contract, matricule)}
      onClose={close}
      actions={
        state && (
          <Chip
            label={conditionStateLabel(state)}
            aria-label={t.state(conditionStateLabel(state))}
            sx={{ bgcolor: 'rgba(255,255,255,0.9)', fontWeight: 600 }}
          />
        )
      }
    >
      <Box
        data-condition-form
        data-scope={velo ? 'velo' : 'materiel'}
        sx={{ maxWidth: 1100, mx: 'auto' }}
      >
        <LoadProblem
          load={form.load}
          failedMessage={form.load.message ?? t.loadFailed}
          sx={{ mb: 2 }}
        />
        {lockedMessage && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {lockedMessage}
          </Alert>
        )}
        {data && (
          <>
            <HeaderSection header={data.header} />
            <CustomerSection record={data.record} />
            <EquipmentSection
              record={data.record}
              park={data.park}
              equipments={form.equipments}
              onChange={form.setEquipments}
              editable={form.editable.DEPART || form.editable.RETOUR}
            />
            {form.differences && <DifferencesSummary differences={form.differences} />}
            <ChecklistSection
              checklist={form.checklist}
              editable={form.editable}
              multiple={data.options.multipleSelection}
              missing={form.missing}
              differences={form.differences}
              onChange={form.setChecklistValue}
            />
            <DatesSection form={form} />
            <MetersSection form={form} differences={form.differences} />
            <FormSection number={7} title={t.sections.photos} testId="condition-photos">
              <Box sx={twoColumns}>
                {LEGS.map((leg) => (
                  <PhotoSection
                    key={leg}
                    api={api}
                    contract={contract}
                    matricule={matricule}
                    leg={leg}
                    readOnly={!form.editable[leg]}
                    options={data.options}
                    onCountChange={perLeg[leg].photoCount}
                    onPhotosChange={perLeg[leg].photos}
                    onShownChange={perLeg[leg].shown}
                    onRefused={session.onRefused}
                    deviceUser={deviceOwner(session)}
                  />
                ))}
              </Box>
            </FormSection>
            <ObservationsSection
              form={form}
              drawing={
                data.options.drawInObservation
                  ? (leg) => (
                      <ObservationDrawing
                        family={String(data.record.CLD_FAMILLE ?? '')}
                        value={form.values[legField('OBSERVATION_PHOTO_{leg}', leg)] ?? ''}
                        {...(leg === 'RETOUR'
                          ? { departureValue: form.values.CLD_OBSERVATION_PHOTO_DEPART ?? '' }
                          : {})}
                        readOnly={!form.editable[leg]}
                        onChange={perLeg[leg].drawing}
                      />
                    )
                  : undefined
              }
            />
            <CustomFieldsSection form={form} fields={data.customFields} />
            <CommentsSection form={form} showError={data.options.showErrorInContrat} />
            <SignaturesSection form={form} savedSignature={data.options.savedSignature} />
          </>
        )}
      </Box>
      {data && (
        <Box
          sx={{
            position: 'sticky',
            bottom: { xs: -16, md: -24 },
            zIndex: 2,
            mx: { xs: -2, md: -3 },
            mb: { xs: -2, md: -3 },
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <TimedBanner
            message={form.alert}
            onClose={form.clearAlert}
            durationMs={CONDITION_VALIDATION_ALERT_MS}
          />
          {form.saveError && (
            <Alert
              severity="error"
              sx={{ borderRadius: 0 }}
              action={
                form.saveError.stale ? (
                  <Button color="inherit" size="small" onClick={form.reload}>
                    {t.reload}
                  </Button>
                ) : undefined
              }
            >
              {form.saveError.message}
            </Alert>
          )}
          {pdfError && (
            <Alert severity="error" sx={{ borderRadius: 0 }} onClose={() => setPdfError(null)}>
              {pdfError}
            </Alert>
          )}
          <FormActionBar
            onOpenPdf={() => void openPdf()}
            onShareByEmail={() => {
              setSharing(form.currentRecord());
              setShareOpen(true);
            }}
            onSendForSignature={
              signableLeg
                ? () => {
                    setSigning({ record: form.currentRecord(), leg: signableLeg });
                    setSigningOpen(true);
                  }
                : undefined
            }
            returnOrder={
              <ReturnOrderAction
                api={api}
                record={data.record}
                onDone={form.reload}
                unsaved={form.dirty}
                onRefused={session.onRefused}
              />
            }
            lock={
              canUnlock
                ? {
                    unlocked: form.unlocked,
                    onToggle: () => (form.unlocked ? form.lock() : setUnlocking(true)),
                  }
                : null
            }
            onFinalize={form.saveLeg ? () => void finalize() : null}
            busy={form.saving || pdfBusy}
          />
        </Box>
      )}
      {sharing && (
        <ShareByEmailDialog
          api={api}
          record={sharing}
          pdf={buildPdf}
          photos={attachedPhotos}
          open={shareOpen}
          onClose={() => setShareOpen(false)}
          onRefused={session.onRefused}
        />
      )}
      {signing && (
        <ShareByEmailDialog
          api={api}
          record={signing.record}
          pdf={buildPdf}
          photos={attachedPhotos}
          open={signingOpen}
          onClose={() => setSigningOpen(false)}
          onRefused={session.onRefused}
          signatureLeg={signing.leg}
        />
      )}
      <UnlockDialog open={unlocking} onUnlock={form.unlock} onClose={() => setUnlocking(false)} />
      <ConfirmDialog
        open={confirmClose}
        title={t.closeConfirm.title}
        message={t.closeConfirm.message}
        onConfirm={() => {
          setConfirmClose(false);
          onClose(false);
        }}
        onCancel={() => setConfirmClose(false)}
      />
      <LoadingOverlay open={form.load.loading} />
    </FullScreenDialog>
  );
}
