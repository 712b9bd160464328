export { EtatDesLieuxMaterielPage } from './EtatDesLieuxMaterielPage';
export type { EtatDesLieuxMaterielPageProps } from './EtatDesLieuxMaterielPage';
export { etatdlTexts } from './texts';
export type { EtatdlApi } from './api';
// The PDF and its sharing (spec 3 §2.2 actions, §7.1, §8, §9).
export { ReturnOrderAction } from './components/share/ReturnOrderAction';
export type { ReturnOrderActionProps } from './components/share/ReturnOrderAction';
export { ShareByEmailDialog } from './components/share/ShareByEmailDialog';
export type { ShareByEmailDialogProps } from './components/share/ShareByEmailDialog';
export { buildConditionPdf, conditionPdfFileName, openConditionPdf } from './pdf';
export type { ConditionPdfInput, ConditionPdfPhoto } from './pdf';
export { ConditionFormDialog } from './components/form/ConditionFormDialog';
export type { ConditionFormDialogProps } from './components/form/ConditionFormDialog';
export { PhotoSection } from './components/photos/PhotoSection';
export type { PhotoSectionProps } from './components/photos/PhotoSection';
export type { PhotoDevice } from '@locasuite/ui/field';
export { ObservationDrawing } from './components/observations/ObservationDrawing';
export type { ObservationDrawingProps } from './components/observations/ObservationDrawing';
export { renderObservationImage } from './components/observations/drawMarks';
export { SyncDialog } from './components/sync/SyncDialog';
export type { SyncDialogProps } from './components/sync/SyncDialog';
export type { StoredConditionWork, SyncResult } from './offline/conditionWork';
// The customers' online signature page (spec 3 §2.5).
export { SignatureFrame, SignatureOutcome, SignaturePage } from './signature/SignaturePage';
export type { SignaturePageProps } from './signature/SignaturePage';
export { signatureTexts } from './signature/texts';
