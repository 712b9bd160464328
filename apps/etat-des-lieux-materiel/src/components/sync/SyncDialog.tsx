import { SyncDialog as FieldSyncDialog } from '@locasuite/ui/field';
import type {
  SyncColumn,
  SyncDialogProps as FieldSyncDialogProps,
  SyncDialogTexts,
} from '@locasuite/ui/field';
import type { StoredConditionWork } from '../../offline/conditionWork';
import { clearConditionWork } from '../../offline/conditionWork';
import { syncTexts as t } from './texts';

/** The kit's props but the columns, texts and discard, which are the condition check's. */
export type SyncDialogProps = Omit<
  FieldSyncDialogProps<StoredConditionWork>,
  'columns' | 'texts' | 'onDiscard'
>;

/** spec 3 §2.1: the columns Contrat and Matricule, then what the piece holds. */
const COLUMNS: readonly SyncColumn<StoredConditionWork>[] = [
  { header: t.contract, value: (work) => work.data.contract },
  { header: t.matricule, value: (work) => work.data.matricule },
  {
    header: t.what,
    value: ({ data }) =>
      data.kind === 'report' ? t.report(data.leg) : t.photos(data.photos.length, data.leg),
  },
];

const TEXTS: SyncDialogTexts<StoredConditionWork> = {
  ...t,
  discardQuestion: (work) => t.discardQuestion(work.data.contract, work.data.matricule),
};

/**
 * spec 3 §2.1 « a modal 'Liste des états des lieux à synchroniser' (columns Contrat and Matricule)
 * with a Synchroniser button », §4.2: the kit's sync list over the condition check's work queue.
 */
export function SyncDialog(props: SyncDialogProps) {
  return (
    <FieldSyncDialog
      {...props}
      columns={COLUMNS}
      texts={TEXTS}
      onDiscard={(work) => void clearConditionWork(work.key)}
    />
  );
}
