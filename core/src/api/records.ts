import { z } from 'zod';
import { EMAIL_PROVIDER_TAGS } from '../email/emailStatusLabel';
import { STATISTIC_BASES, STATISTIC_TYPES } from '../statistics/statisticDefinition';
import { choiceOf } from './fields';

/**
 * Records the specs list fields for (specs §3). Every field is optional and other fields are
 * kept: the backend's records are wide and sparse; these types say what tool code may rely on.
 */

const str = () => z.string().nullable().optional();
const strOrNum = () => z.union([z.string(), z.number()]).nullable().optional();

/** spec 1 §3 Contract. */
export const contractRecord = () =>
  z.looseObject({
    CL_NUM_CONTRAT: strOrNum(),
    CL_SUIVI_PAR: str(),
    CL_CLIENT_COMPTE: strOrNum(),
    CL_REF_COMMANDE: str(),
    CL_REF_CHANTIER: str(),
    CL_CLIENT_RAISON_SOCIALE: str(),
    CL_CLIENT_ADRESSE: str(),
    CL_CLIENT_COMP_ADRESSE: str(),
    CL_CLIENT_VILLE: str(),
    CL_CLIENT_CODEPOSTAL: strOrNum(),
  });

/** spec 1 §3 / spec 3 §3.4 / spec 4 §3.3 Company. */
export const companyRecord = () =>
  z.looseObject({
    RS: str(),
    TypeEntreprise: str(),
    Capital: strOrNum(),
    NumeroSIRET: strOrNum(),
    CodeAPE: str(),
    TVAIntracommunautaire: str(),
  });

/** spec 1 §3 / spec 3 §3.4 / spec 4 §3.3 Agency. */
export const agencyRecord = () =>
  z.looseObject({
    ID_Agence: strOrNum(),
    ag_nom: str(),
    ag_adresse: str(),
    ag_cp: strOrNum(),
    ag_ville: str(),
    ag_telephone: str(),
    ag_courriel: str(),
    ag_siteweb: str(),
    Logo_JSON: str(),
    map_position_x: strOrNum(),
    map_position_y: strOrNum(),
  });

/** spec 1 §3 Client. */
export const clientRecord = () =>
  z.looseObject({
    CL_LIEN: strOrNum(),
    CL_ID_SOCIETE: strOrNum(),
    CL_INFO_CONTRAT: str(),
    CL_COMMENTAIRE_INTERNE: str(),
    SOCIETE: str(),
    CODE_CLIENT: strOrNum(),
    CONTACT_MAIL_TOUS: str(),
  });

/** spec 1 §3 Fleet item (parc). */
export const parcRecord = () =>
  z.looseObject({
    FAMILLE: str(),
    SOUS_FAMILLE: str(),
    MATRICULE: strOrNum(),
    INDEX_SFAMILLE: strOrNum(),
    AGENCE: str(),
    ID_AGENCE: strOrNum(),
  });

/** spec 1 §3 Rental event (CLD_*); reservations use the same record with R_* fields. */
export const rentalEventRecord = () =>
  z.looseObject({
    CLD_NUM_CONTRAT: strOrNum(),
    CLD_FAMILLE: str(),
    CLD_SOUS_FAMILLE: str(),
    CLD_MATRICULE: strOrNum(),
    CLD_STATE: str(),
    CLD_CONTRAT_STATE: str(),
    CLD_DATE_DEPART_TIMESTAMP: strOrNum(),
    CLD_DATE_RETOUR_TIMESTAMP: strOrNum(),
  });

/** spec 1 §3 Technician / spec 2 §3.1. */
export const technicianRecord = () =>
  z.looseObject({ NOM_TECHNICIEN: z.string(), ID_Agence: strOrNum() });

/** spec 1 §3 Statistic definition. */
export const statisticDefinitionRecord = () =>
  z.looseObject({
    INDEX: strOrNum(),
    BASE: choiceOf(STATISTIC_BASES),
    LABEL: z.string(),
    STATS_KEYS: z.string(),
    STATS_TYPE: choiceOf(STATISTIC_TYPES),
    IS_COMPLEX: strOrNum(),
    IS_HORIZONTALE: strOrNum(),
    COLOR: str(),
    FILTRE: str(),
  });

/** spec 1 §3 Email log row (without `api_key`: DECISIONS.md, the server calls the providers). */
export const emailLogRecord = () =>
  z.looseObject({
    date: strOrNum(),
    email: z.string(),
    event: str(),
    from: z.string(),
    json: str(),
    subject: str(),
    messageId: z.string(),
    tag: choiceOf(EMAIL_PROVIDER_TAGS),
  });

/** spec 2 §3.1 Intervention. */
export const interventionRecord = () =>
  z.looseObject({
    id: strOrNum(),
    'N° RAP COMP': strOrNum(),
    'Theme devis': str(),
    '_LINK MOTEUR': strOrNum(),
    Statut: strOrNum(),
    societeliv: str(),
    villeliv: str(),
    Debut: str(),
    Fin: str(),
    ID_Agence: strOrNum(),
  });

/** spec 2 §3.1 Unavailability and comment rows (state 1 active, 0 deleted). */
export const technicianPeriodRecord = () =>
  z.looseObject({
    'Clé primaire': strOrNum(),
    DEBUT: strOrNum(),
    FIN: strOrNum(),
    TECHNICIEN: str(),
    TYPE: str(),
    COMMENTAIRE: str(),
    state: strOrNum(),
  });

/** spec 2 §3.2 Availability slot. */
export const slotRecord = () =>
  z.looseObject({
    AGENCE: strOrNum(),
    VILLE: str(),
    JOUR: strOrNum(),
    DEBUT: str(),
    FIN: str(),
    LIBRE: strOrNum(),
    RDV_VALIDE: strOrNum(),
    NOM: str(),
    PRENOM: str(),
    CODE_CLIENT: strOrNum(),
    MAIL: str(),
    NUMERO: strOrNum(),
    HEBDOMADAIRE: strOrNum(),
    ID_HEBDOMADAIRE: strOrNum(),
    COMMENTAIRE: z.unknown().optional(),
    RESERVATION_NUM: strOrNum(),
    CONTRAT: strOrNum(),
  });

/** spec 2 §3.2 Agency of the availability calendar. */
export const rdvAgencyRecord = () =>
  z.looseObject({
    PR_ID_AG: strOrNum(),
    PR_NOM_AG: str(),
    PR_VILLE_AG: str(),
    WEB_LABEL: str(),
    PR_COLOR: str(),
    ADRESSE: str(),
    GPS: str(),
    INDICATIONS: str(),
  });

/** spec 3 §3.1 Equipment condition record (the CLD_ fields tool code reads first). */
export const conditionRecord = () =>
  z.looseObject({
    CLD_NUM_CONTRAT: strOrNum(),
    CLD_MATRICULE: strOrNum(),
    CLD_IDEnreg: strOrNum(),
    CLD_LIEN: strOrNum(),
    CLD_CONTROLE_DEPART: strOrNum(),
    CLD_CONTROLE_RETOUR: strOrNum(),
    CLD_WAITING: strOrNum(),
  });

/** spec 3 §3.4 Signature request. */
export const signatureRequestRecord = () =>
  z.looseObject({
    CONTRAT: strOrNum(),
    MATRICULE: strOrNum(),
    END_DATE: strOrNum(),
    VALIDE: strOrNum(),
    /** Ours: the server's verdict, 1 when the link has expired (never the device's clock). */
    EXPIRED: strOrNum(),
    /** Ours: who signed the request (this link or another of the same sending), and when. */
    SIGNED_BY: z.string().optional(),
    SIGNED_AT: z.string().optional(),
  });

/** spec 3 §3.6 File entry of the PDF signer listings. */
export const fileEntry = () =>
  z.looseObject({
    tag: z.string().optional(),
    name: z.string(),
    path_display: z.string(),
    client_modified: z.string().optional(),
  });

/** spec 3 §3.6 Double-authentication record, as sent to browsers (CODE never leaves the server). */
export const doubleAuthRecord = () =>
  z.looseObject({ CLIENT: str(), EMAIL: str(), TEL: str(), FILE_PATH: str() });

/** spec 4 §3.1 Intervention report (SAV). */
export const savReportRecord = () =>
  z.looseObject({
    id: strOrNum(),
    'N° RAP COMP': strOrNum(),
    '_LINK MOTEUR': strOrNum(),
    Table: str(),
    Statut: strOrNum(),
    num_contrat: strOrNum(),
    societeliv: str(),
    'N° MATR INT': strOrNum(),
  });

/** spec 4 §3.4 Contract. */
export const rentalContractRecord = () =>
  z.looseObject({
    'N° Contrat Comp': strOrNum(),
    'Code client': strOrNum(),
    Societe: str(),
    numero_reservation: strOrNum(),
    ID: strOrNum(),
    'N° FACT Comp': strOrNum(),
  });

/** spec 4 §3.5 Contract equipment line. */
export const contractLineRecord = () =>
  z.looseObject({
    CLD_ID_CONTRAT_LOC_DATA: strOrNum(),
    CLD_NUM_CONTRAT: strOrNum(),
    CLD_MATRICULE: strOrNum(),
    CLD_STATUT: str(),
    CLD_TARIF: str(),
  });
