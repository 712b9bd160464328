import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import MailIcon from '@mui/icons-material/Mail';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SaveIcon from '@mui/icons-material/Save';
import { SAV_MESSAGE_MS, savReportReadOnly, text } from '@locasuite/core';
import { Snackbar } from '@locasuite/ui';
import { isUnreachable } from '@locasuite/ui/field';
import type { ToolSession } from '@locasuite/ui';
import { showCheckErrors, useZodForm } from '@locasuite/ui/form';
import type { FieldPath } from '@locasuite/ui/form';
import { loadPhotos, loadServerRecap } from '../../api';
import type { SavApi, SavReference, SavReport } from '../../api';
import { checkReport, baseFields, useReportSave } from '../../hooks/useReportSave';
import { buildReportPdf } from '../../pdf/buildReportPdf';
import { openReportPdf } from '../../pdf/openReportPdf';
import { texts } from '../../texts';
import { ClientSection } from './ClientSection';
import { ConflictDialog } from './ConflictDialog';
import { LinesSection } from './LinesSection';
import { MachineSection } from './MachineSection';
import { NewVersionButton } from './NewVersion';
import { ReportPhotos, SignatureSection } from './MediaSections';
import { ShareReport } from './ShareReport';
import { SlotsSection } from './SlotsSection';
import {
  AgencySection,
  ChecklistSection,
  CounterSection,
  PlaceSection,
  TechnicianSection,
  WorkTypeSection,
} from './WorkSections';
import {
  fileStamp,
  localDay,
  newReportNumber,
  newReportValues,
  reportData,
  reportLists,
  reportValues,
} from './reportModel';
import type { NewPhoto, ReportFormValues, ReportLists } from './reportModel';

const t = texts.form;

const deviceNow = () => new Date();

export interface ReportFormProps {
  readonly api: SavApi;
  readonly session: ToolSession;
  readonly reference: SavReference;
  /** The stored report (with its lines), or the report kept on this device, or null for a new one. */
  readonly report: SavReport | null;
  readonly link: string;
  /** Whether the server has the report (its photos are read from the file store). */
  readonly stored: boolean;
  /** The report waits on this device for synchronisation: read-only, said in red (spec 4 §2.1). */
  readonly waiting: boolean;
  readonly onDone: (message: string) => void;
  /** The photos kept on this device with a waiting report (data URLs). */
  readonly devicePhotos?: readonly string[];
  /** A new version of this signed report was created: open it (issue 37). */
  readonly onNewVersion: (report: SavReport) => void;
  /** The device's clock (tests and stories). */
  readonly now?: () => Date;
}

/** The photos taken now, each named once with the time stamp and its number (spec 4 §9). */
function workPhotos(link: string, photos: readonly NewPhoto[], at: Date) {
  return photos.map((p, i) => ({
    path: `SAV/${link}/${fileStamp(at)}_photo_${i + 1}`,
    ext: p.dataUrl.startsWith('data:image/png') ? ('png' as const) : ('jpg' as const),
    dataUrl: p.dataUrl,
  }));
}

/**
 * spec 4 §2.2 the report form, its sections in the spec's order, mandatory ones red and the others
 * green; `Enregistrer le brouillon` (130) and `Valider le rapport` (140) check the §5 rules (the
 * last failing message in red for 3 s), keep the report on the device and send it; read-only once
 * validated or signed (§4.1) or while it waits for synchronisation; `Ouvrir en PDF` and the e-mail
 * to the client's contacts.
 */
export function ReportForm(props: ReportFormProps) {
  const { api, session, reference, report, link } = props;
  const { options } = reference;
  const now = props.now ?? deviceNow;
  const [initial] = useState<ReportFormValues>(() =>
    report
      ? reportValues(report)
      : newReportValues({
          technician: session.user?.name ?? '',
          agency: text(session.user?.record.user_id_agence),
          workType: options.workTypes[0] ?? '',
          follower: options.followers[0] ?? '',
          today: localDay(now()),
        }),
  );
  const form = useZodForm<ReportFormValues>({ defaultValues: initial });
  const [lists, setLists] = useState<ReportLists>(() => reportLists(report, options.checklist));
  const [newPhotos, setNewPhotos] = useState<readonly NewPhoto[]>([]);
  const [sharing, setSharing] = useState(false);
  const saver = useReportSave(api, session);
  const readOnly = props.waiting || (report !== null && savReportReadOnly(report));

  const currentReport = useCallback((): SavReport => {
    const values = form.getValues();
    const number = values['N° RAP COMP'] || newReportNumber(now(), link);
    return {
      ...reportData({ ...values, 'N° RAP COMP': number }, lists, 'draft'),
      Statut: report?.Statut ?? '',
    };
  }, [form, lists, link, report, now]);

  const buildPdf = useCallback(() => {
    const agency = form.getValues('ID_Agence');
    return buildReportPdf({
      report: currentReport(),
      ...lists,
      company: reference.company,
      agency: reference.agencies.find((a) => a.id === agency)?.name ?? agency,
      photos: [...(props.devicePhotos ?? []), ...newPhotos.map((p) => p.dataUrl)],
    });
  }, [currentReport, form, lists, reference, props.devicePhotos, newPhotos]);

  /**
   * `Ouvrir en PDF`: the server's recap of a stored report (its signature, photos and SHA-256);
   * the recap made here of a report only on this device, or when the server cannot be reached.
   */
  const recapPdf = useCallback(
    () =>
      props.stored
        ? loadServerRecap(api, link).catch((error: unknown) => {
            if (isUnreachable(error)) return buildPdf();
            throw error;
          })
        : buildPdf(),
    [api, link, props.stored, buildPdf],
  );

  const save = async (action: 'draft' | 'validate') => {
    const values = form.getValues();
    const check = checkReport(values, action, options);
    if (check.failures.length > 0) {
      showCheckErrors(
        form,
        check.failures.map((f) => f.field as FieldPath<ReportFormValues>),
      );
      saver.setMessage(check.message);
      return;
    }
    form.clearErrors();
    const number = values['N° RAP COMP'] || newReportNumber(now(), link);
    const data = reportData({ ...values, 'N° RAP COMP': number }, lists, action);
    const outcome = await saver.send(
      {
        link,
        id: props.stored && report ? text(report.id) : null,
        version: props.stored && report ? Number(report.version) : null,
        base: props.stored && report ? baseFields(report) : null,
        data,
        photos: workPhotos(link, newPhotos, now()),
      },
      {
        number,
        client: values.societeliv,
        lines: String(lists.lines.length),
        photos: String(newPhotos.length),
      },
    );
    if (outcome === 'sent') props.onDone(action === 'validate' ? t.validated : t.saved);
    if (outcome === 'device') props.onDone(t.keptOnDevice);
  };

  const label = {
    number: form.getValues('N° RAP COMP'),
    client: form.getValues('societeliv'),
    lines: '',
    photos: '',
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      sx={{ p: { xs: 1, sm: 2 }, pb: { xs: 22, sm: 12 } }}
    >
      <Stack spacing={1.5} sx={{ maxWidth: 1100, mx: 'auto' }}>
        {props.waiting ? (
          <Alert severity="error" variant="filled">
            {texts.waitingSync}
          </Alert>
        ) : readOnly ? (
          <Alert severity="info">{text(report?.Note_remplacement) || t.readOnly}</Alert>
        ) : null}
        {text(report?.Note_version) ? (
          <Alert severity="info">{text(report?.Note_version)}</Alert>
        ) : null}
        <ClientSection form={form} clients={reference.clients} readOnly={readOnly} />
        <TechnicianSection
          form={form}
          readOnly={readOnly}
          options={options}
          technicians={reference.technicians}
        />
        <AgencySection
          form={form}
          readOnly={readOnly}
          options={options}
          agencies={reference.agencies}
        />
        <MachineSection form={form} machines={reference.machines} readOnly={readOnly} />
        <CounterSection form={form} readOnly={readOnly} options={options} />
        <WorkTypeSection form={form} readOnly={readOnly} options={options} />
        <PlaceSection form={form} readOnly={readOnly} options={options} />
        <ChecklistSection
          checklist={lists.checklist}
          onChange={(checklist) => setLists({ ...lists, checklist })}
          readOnly={readOnly}
          options={options}
        />
        <SlotsSection
          slots={lists.slots}
          onChange={(slots) => setLists({ ...lists, slots })}
          technicians={reference.technicians}
          technician={initial['Techniciens_Nom(1)']}
          day={initial['DATE RAPPORT']}
          readOnly={readOnly}
          options={options}
          now={props.now}
        />
        <LinesSection
          lines={lists.lines}
          onChange={(lines) => setLists({ ...lists, lines })}
          stock={reference.stock}
          readOnly={readOnly}
          options={options}
        />
        <ReportPhotos
          api={api}
          session={session}
          storedLink={props.stored ? link : null}
          newPhotos={newPhotos}
          onNewPhotos={setNewPhotos}
          readOnly={readOnly}
        />
        <SignatureSection
          control={form.control}
          optional={options.signatureOptional}
          readOnly={readOnly}
        />
      </Stack>
      <Paper
        elevation={6}
        sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, p: 1, zIndex: 2 }}
      >
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
        >
          <Button
            startIcon={<PictureAsPdfIcon />}
            onClick={() =>
              void openReportPdf(recapPdf, text(label.number) || link).then(
                (made) => made || saver.setMessage(t.pdfFailed),
              )
            }
          >
            {t.openPdf}
          </Button>
          <Button
            startIcon={<MailIcon />}
            onClick={() => setSharing(true)}
            disabled={!props.stored && !props.waiting}
          >
            {t.email}
          </Button>
          {readOnly && props.stored && !props.waiting && report && !report.remplace_par ? (
            <NewVersionButton
              api={api}
              report={report}
              onCreated={props.onNewVersion}
              onRefused={session.onRefused}
            />
          ) : null}
          {readOnly ? null : (
            <>
              <Button
                variant="outlined"
                startIcon={<SaveIcon />}
                disabled={saver.busy}
                onClick={() => void save('draft')}
              >
                {t.saveDraft}
              </Button>
              <Button
                variant="contained"
                startIcon={<CheckIcon />}
                disabled={saver.busy}
                onClick={() => void save('validate')}
              >
                {t.validate}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
      <Snackbar
        message={saver.conflict ? null : saver.message}
        severity="error"
        durationMs={SAV_MESSAGE_MS}
        onClose={() => saver.setMessage(null)}
      />
      <ConflictDialog
        answer={saver.conflict?.answer ?? null}
        busy={saver.busy}
        onCancel={saver.dropConflict}
        onResend={(choices) =>
          void saver.resolve(choices, label).then((outcome) => {
            if (outcome === 'sent') props.onDone(t.saved);
          })
        }
      />
      <ShareReport
        open={sharing}
        onClose={() => setSharing(false)}
        api={api}
        onRefused={session.onRefused}
        contacts={() =>
          form.getValues('CONTACT_MAIL_TOUS') ||
          text(
            reference.clients.find((c) => text(c.id) === form.getValues('ID_client'))
              ?.CONTACT_MAIL_TOUS,
          )
        }
        number={
          text(form.getValues('N° RAP COMP')) || (props.stored && report ? text(report.id) : '')
        }
        stored={props.stored}
        buildPdf={buildPdf}
        photos={async () => [
          ...(props.stored ? (await loadPhotos(api, link)).map((p) => p.src) : []),
          ...newPhotos.map((p) => p.dataUrl),
        ]}
      />
    </Box>
  );
}
