import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { SAV_STATUS, text } from '@locasuite/core';
import { ConfirmDialog, useCall } from '@locasuite/ui';
import { loadPhotos } from '../../api';
import type { SavApi, SavReport } from '../../api';
import { baseFields } from '../../hooks/useReportSave';
import { sendReport } from '../../offline/reportWork';
import type { SavReportWork } from '../../offline/reportWork';
import { texts } from '../../texts';
import { deviceId, reportLists } from './reportModel';

const t = texts.form;

/** What a new version does not take from the signed report: its signature and version records. */
const NOT_COPIED = [
  'Signature_web',
  'Signataire',
  'Status devis',
  'remplace_par',
  'Note_remplacement',
  'Note_version',
  'version_de',
  'recap_pdf',
  'lignes',
  '_LINK MOTEUR',
];

/**
 * Issue 37 « a later change makes a new version »: the signed or validated report as a new draft
 * (130) under a link made on this device, saying which report it replaces (`version_de`), without
 * the customer's signature, its lines under new ids and its photos copied into its own folder.
 */
export async function newVersionWork(api: SavApi, report: SavReport): Promise<SavReportWork> {
  const link = deviceId();
  const fields = Object.fromEntries(
    Object.entries(baseFields(report)).filter(([key]) => !NOT_COPIED.includes(key)),
  );
  const lines = reportLists(report, []).lines.map((l, i) => ({ ...l, id: `${link}-${i + 1}` }));
  const photos = await loadPhotos(api, text(report['_LINK MOTEUR']));
  return {
    link,
    id: null,
    version: null,
    base: null,
    data: { ...fields, version_de: report.id, Statut: SAV_STATUS.draft, lignes: lines },
    photos: photos.map((p) => {
      const name = p.path.slice(p.path.lastIndexOf('/') + 1);
      const png = /\.png$/i.test(name);
      return {
        path: `SAV/${link}/${name.replace(/\.(jpe?g|png)$/i, '')}`,
        ext: png ? ('png' as const) : ('jpg' as const),
        dataUrl: p.src,
      };
    }),
  };
}

export interface NewVersionButtonProps {
  readonly api: SavApi;
  /** The signed or validated report, stored on the server. */
  readonly report: SavReport;
  /** The new draft was created: the page opens it. */
  readonly onCreated: (report: SavReport) => void;
  readonly onRefused: () => void;
}

/**
 * « Créer une nouvelle version » on a read-only signed or validated report, asked first
 * (ConfirmDialog); a refusal (a second version, one of an editable report) or an unreachable
 * server is said in French in the dialog, and nothing is opened.
 */
export function NewVersionButton(props: NewVersionButtonProps) {
  const { api, report } = props;
  const [asking, setAsking] = useState(false);
  const call = useCall(
    async () => {
      const work = await newVersionWork(api, report);
      return { id: await sendReport(api, work), link: work.link };
    },
    { onRefused: props.onRefused },
  );
  const create = async () => {
    const outcome = await call.run();
    if (outcome.ok) {
      setAsking(false);
      props.onCreated({
        id: outcome.value.id,
        '_LINK MOTEUR': outcome.value.link,
        'N° RAP COMP': report['N° RAP COMP'],
      });
    }
  };
  return (
    <>
      <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => setAsking(true)}>
        {t.newVersion}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t.newVersion}
        message={
          <>
            {t.newVersionQuestion(text(report['N° RAP COMP']))}
            {call.message === null ? null : (
              <Alert severity="error" sx={{ mt: 1 }}>
                {call.message}
              </Alert>
            )}
          </>
        }
        busy={call.status === 'running'}
        onConfirm={() => void create()}
        onCancel={() => {
          setAsking(false);
          call.reset();
        }}
      />
    </>
  );
}
