import type { Migration } from 'kysely';
import * as foundation from './202611221034_foundation';
import * as outboxRetry from './202611221043_outbox_retry';
import * as authIndexes from './202611221111_auth_indexes';
import * as planningLivraison from './202611221132_planning_livraison';
import * as statistics from './202611221133_statistics';
import * as planningTechnicien from './202611222032_planning_technicien';
import * as recordVersions from './202611222036_record_versions';
import * as gestionRdvVelo from './202611230237_gestion_rdv_velo';
import * as dataVersions from './202611230855_data_versions';
import * as etatdl from './202611230900_etatdl';
import * as rentalEventFields from './202611230910_rental_event_fields';
import * as appliedSaves from './202611251450_applied_saves';
import * as signatureRequests from './202611251500_signature_requests';
import * as changeNotices from './202611261100_change_notices';
import * as signedDocuments from './202611281100_signed_documents';
import * as temporaryPdfs from './202611281110_temporary_pdfs';
import * as usedLiveTickets from './202611281025_used_live_tickets';
import * as saveSubjects from './202611281040_save_subjects';
import * as deliveryItineraries from './202611281350_delivery_itineraries';
import * as pdfSigner from './202611281400_pdf_signer';
import * as savReports from './202611281410_sav_reports';
import * as savSaves from './202611281700_sav_saves';
import * as savOpenSaves from './202611282045_sav_open_saves';
import * as signatureRecipients from './202611281345_signature_recipients';
import * as contractManagement from './202611281650_contract_management';
import * as clientVersions from './202611282000_client_versions';

/**
 * Every migration, imported statically so a bundled server carries them. Add new files here.
 *
 * A migration is named `YYYYMMDDHHMM_name` (UTC time the file was written, then what it does), so
 * two tools written at the same time pick different names and neither has to renumber; the
 * migrator accepts a migration older than the last one applied (see `migrateToLatest`).
 */
export const MIGRATIONS: Record<string, Migration> = {
  '202611221034_foundation': foundation,
  '202611221043_outbox_retry': outboxRetry,
  '202611221111_auth_indexes': authIndexes,
  '202611221132_planning_livraison': planningLivraison,
  '202611221133_statistics': statistics,
  '202611222032_planning_technicien': planningTechnicien,
  '202611222036_record_versions': recordVersions,
  '202611230237_gestion_rdv_velo': gestionRdvVelo,
  '202611230855_data_versions': dataVersions,
  '202611230900_etatdl': etatdl,
  '202611230910_rental_event_fields': rentalEventFields,
  '202611251450_applied_saves': appliedSaves,
  '202611251500_signature_requests': signatureRequests,
  '202611261100_change_notices': changeNotices,
  '202611281100_signed_documents': signedDocuments,
  '202611281110_temporary_pdfs': temporaryPdfs,
  '202611281025_used_live_tickets': usedLiveTickets,
  '202611281040_save_subjects': saveSubjects,
  '202611281350_delivery_itineraries': deliveryItineraries,
  '202611281400_pdf_signer': pdfSigner,
  '202611281410_sav_reports': savReports,
  '202611281700_sav_saves': savSaves,
  '202611282045_sav_open_saves': savOpenSaves,
  '202611281345_signature_recipients': signatureRecipients,
  '202611281650_contract_management': contractManagement,
  '202611282000_client_versions': clientVersions,
};

/** The shape every migration name has (checked by `migrations.test.ts`). */
export const MIGRATION_NAME = /^\d{12}_[a-z0-9]+(?:_[a-z0-9]+)*$/;

/**
 * The names the first migrations had when they were numbered (`001_…`): databases created then
 * record these in `kysely_migration`, and `migrateToLatest` renames them before migrating.
 * Never extend this list: new migrations are born with their final name.
 */
export const LEGACY_MIGRATION_NAMES: Readonly<Record<string, string>> = {
  '001_foundation': '202611221034_foundation',
  '002_outbox_retry': '202611221043_outbox_retry',
  '003_auth_indexes': '202611221111_auth_indexes',
  '004_statistics': '202611221133_statistics',
  '007_planning_livraison': '202611221132_planning_livraison',
};
