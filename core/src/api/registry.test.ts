import { describe, expect, it } from 'vitest';
import type { FamilyKey } from './catalogue';
import { FAMILIES, FAMILY_KEYS } from './families';
import { frenchIssues } from './frenchIssues';
import { CATALOGUE, callPath, calls, findCall, findCallByPath } from './registry';

/** The call names of §7 of each spec, copied from the specs (plus ours, marked). */
const SPEC_CALLS: Record<FamilyKey, readonly string[]> = {
  // spec 1 §7 General; `logout` is ours.
  general: [
    'user_login',
    'get_user_by_token',
    'get_contrat_from_num_contrat',
    'get_societe_by_id',
    'get_societe_by_id_soft',
    'get_agency',
    'get_agency_soft',
    'get_clients',
    'logout',
  ],
  // spec 1 §7 Statistics
  statistique: [
    'getMoteurData',
    'getContratData',
    'getReglementData',
    'getClientListe',
    'getAgencyListe',
    'getStatistiqueListe',
  ],
  // spec 1 §7 Email; `get_email_detail` is ours (DECISIONS.md).
  emailVisualisation: [
    'sendinBlue_user_get_info',
    'sendinBlue_get_emails_list',
    'get_email_detail',
  ],
  // spec 1 §7 Availability planning; `save_planning_events_type_to_show` is ours.
  planningDisponibilite: [
    'get_parc',
    'get_events',
    'get_events_reserved',
    'get_events_sav',
    'get_contrat_state',
    'get_calendar_colors',
    'save_calendar_colors',
    'get_state_colors',
    'get_day_to_hide',
    'save_day_to_hide',
    'get_planning_events_type_to_show',
    'save_planning_events_type_to_show',
    'update_planning_vue',
    'user_registration',
  ],
  // spec 1 §7 Delivery planning + spec 3 §7.2 Delivery management
  planningLivraison: [
    'get_materials',
    'get_technicien_liste',
    'get_technicien_available_liste',
    'set_technicien_available_liste_by_key',
    'get_technicien_liste_to_show',
    'set_technicien_liste_to_show',
    'set_livraison_retour_comment',
    'account_login',
    'save_calendar_colors',
    'get_calendar_colors',
    'save_day_to_hide',
    'get_day_to_hide',
    'get_agency_soft',
    'get_agency',
    'get_contrat_actif',
    'get_client_actif',
    'addEvent',
    'editEvent',
    'deleteEvent',
    'getEvents',
    // ours (DECISIONS.md): the drivers' payloads and hours, the Livraison / Reprise colours
    'get_itinerary_settings',
    'save_itinerary_settings',
  ],
  // spec 2 §7.1
  planningTechnicien: [
    'set_technicien_available_liste_by_key',
    'set_commentaire_by_key',
    'get_calendar_settings',
    'get_technicien_available_liste',
    'get_commentaires_liste',
    'get_technicien_liste',
    'get_event_info_by_event_link',
    'get_old_events_liste',
    'get_events_liste',
    'set_event',
    'get_agency',
    'get_agency_soft',
    'login',
    'setTechToShow',
    'getTechToShow',
    'setAgency',
    'getAgency',
    'getIndisponibilityType',
    'save_calendar_colors',
    'get_calendar_colors',
    'save_day_to_hide',
    'get_day_to_hide',
    'get_planning_technicien_options',
    'update_planning_vue',
  ],
  // spec 2 §7.2
  gestionRdvVelo: [
    'set_dispo',
    'edit_dispo',
    'get_dispo',
    'get_dispo_by_client',
    'get_dispo_by_agency_between_timestamp',
    'get_dispo_between_timestamp',
    'get_rdv_type_liste',
    'get_agency_liste',
    'get_contract_by_num',
    'get_contract_materiel_by_id',
    'delete_dispo',
    'delete_future_dispo_recurrence',
    'delete_future_dispo_recurrence_betwenne_date',
    'delete_dispo_recurrence',
    'save_calendar_colors',
    'get_calendar_colors',
    'save_day_to_hide',
    'get_day_to_hide',
    'get_client_by_code_client',
    'get_client_by_name_or_code_client',
    'validation_dispo_mail',
    'get_contracts_by_code_client',
    'update_contrat_num_by_key',
    // ours: the remembered Liste des agences (spec 2 §2.2), the plannings' display call
    'update_planning_vue',
  ],
  // spec 3 §7.1; `get_signature_pdf` is ours (the customer reads the report before signing).
  etatdl: [
    'photo_exite',
    'photo_delete',
    'photo_download',
    'file_upload',
    'set_photos',
    'get_photos',
    'set_tags',
    'send_pdf_by_email',
    'send_signature_request',
    'send_alert_not_signed',
    'verif_root_mode_with_password',
    'edit_user_info',
    'get_user_info',
    'user_token_is_valide',
    'user_login',
    'user_create_account',
    'set_client_state',
    'file_download',
    'creat_tmp_pdf',
    'openPdf',
    'get_clients',
    'get_agency',
    'get_agency_soft',
    'get_materials',
    'get_depart_materials',
    'get_return_materials',
    'get_returned_materials',
    'get_parc',
    'get_default_form',
    'get_default_form_values',
    'get_headers_table',
    'get_options',
    'get_day_to_hide',
    'get_societe_by_id',
    'get_societe_soft_by_id',
    'get_clients_SS_by_id',
    'get_signature_data',
    'get_signature_pdf',
    'get_email_liste_by_id_client',
    'get_form_by_family',
    'get_form_by_sub_family',
    'get_parcs',
    'edit_material',
    'creat_returned_material',
    'edit_returned_material',
    'get_form_special_data',
    'set_form_special_data',
    'creat_or_retour',
    'save_signature',
  ],
  // spec 3 §7.3; the last four are ours (DECISIONS.md: the server verifies and stamps; issue 36:
  // a document's evidence, and the public check of a signed PDF).
  pdfSigner: [
    'get_client_data_liste',
    'get_client_liste',
    'get_files_liste_from_path',
    'get_file_from_path',
    'get_client_files_by_code',
    'signe_and_change_file_name',
    'send_files_by_mail',
    'send_double_verif_by_mail',
    'get_double_authentification_data_from_id',
    'send_sms_double_authent',
    'verify_double_authent_code',
    'get_double_authentification_document',
    'get_document_evidence',
    'verify_signed_document',
  ],
  // spec 4 §7.1
  sav: [
    'get_stock',
    'get_societe_soft_by_id',
    'get_form_special_data',
    'get_client_by_id',
    'get_client_liste_by_name',
    'get_matricule_liste_by_name',
    'get_article_liste_by_name',
    'get_matricul_by_name',
    'get_or_1_Liste_byLink',
    'get_or_2_Liste_byLink',
    'creat_new_or_1',
    'creat_new_or_2',
    'edit_or',
    'creat_new_moteur_1_line',
    'creat_new_moteur_2_line',
    'delete_old_moteur_by_link',
    'delete_or_by_id',
    'delete_or2_by_id',
    'send_pdf_by_email',
    'show_etadl',
    'photo_folder_liste',
    'photo_download',
    'photo_delete',
    'file_upload',
    'file_upload_with_ext',
    'creat_tmp_pdf',
    'openPdf',
    'get_clients',
    'get_parc',
    'get_or_liste_sav2',
    'get_or_liste_sav',
    'get_techniciens',
    'get_agences',
    'get_header',
    'get_or_options',
    'get_sav_check_liste',
  ],
  // spec 4 §7.2
  contrat: [
    'material/list',
    'get_contrat_informations',
    'get_sub_family_list',
    'get_family_list',
    'get_clients',
    'get_contrats',
    'get_parc',
    'get_stock',
    'get_or_liste',
    'get_techniciens',
    'get_retrait_list',
    'get_agences',
    'get_options',
    'get_city_liste',
    'get_agency_list',
    'creat_new_or',
    'creat_new_moteur_line',
    'creat_contrat',
    'add_mat',
    'get_orListe_byLink',
    'delete_or_by_id',
    'delete_or2_by_id',
    'is_materiel_free',
    'destock_materiel',
    'get_city_liste_from_zipcode',
    'client_create',
    'edit_client',
    'get_clients_by_name',
    'send_to_facturation',
    'update_caution',
    'get_contrat_matricul_liste',
    'renew_contrat',
    'change_matricule',
    'update_contrat',
    'facturation',
    'send_mat_etadl',
    'send_mat_or',
    'delete_mat',
    'sortie_mat',
    'retour_mat',
    'cancel_mat',
    'cloture_contrat',
    'send_to_signe',
    'get_sub_family_info',
    'get_contrat_pj',
    'update_contrat_from_SSynch',
    'update_info_file_uploaded',
    'getSignedFileData',
    'file/upload',
    'file/exist',
    'file/download',
  ],
};

const PUBLIC: Partial<Record<FamilyKey, readonly string[]>> = {
  general: ['user_login'],
  planningLivraison: ['account_login'],
  planningTechnicien: ['login'],
  etatdl: [
    'user_login',
    'user_token_is_valide',
    'get_signature_data',
    'get_signature_pdf',
    'save_signature',
    'openPdf',
  ],
  pdfSigner: [
    'get_double_authentification_data_from_id',
    'send_sms_double_authent',
    'verify_double_authent_code',
    'get_double_authentification_document',
    'verify_signed_document',
  ],
};

const ADMIN: Partial<Record<FamilyKey, readonly string[]>> = {
  planningDisponibilite: [
    'save_calendar_colors',
    'save_day_to_hide',
    'save_planning_events_type_to_show',
    'user_registration',
  ],
  planningLivraison: [
    'set_technicien_liste_to_show',
    'save_calendar_colors',
    'save_day_to_hide',
    'set_technicien_available_liste_by_key',
    'save_itinerary_settings',
  ],
  planningTechnicien: [
    'set_event',
    'set_technicien_available_liste_by_key',
    'set_commentaire_by_key',
    'setTechToShow',
    'save_calendar_colors',
    'save_day_to_hide',
  ],
  gestionRdvVelo: [
    'set_dispo',
    'delete_dispo',
    'delete_future_dispo_recurrence',
    'delete_future_dispo_recurrence_betwenne_date',
    'delete_dispo_recurrence',
    'save_calendar_colors',
    'save_day_to_hide',
    'update_contrat_num_by_key',
  ],
  etatdl: ['set_form_special_data', 'user_create_account'],
};

describe('the call catalogue', () => {
  it('has every call of §7 of the four specs, and no other', () => {
    for (const family of FAMILY_KEYS) {
      const names = Object.keys(calls[family]).sort();
      expect(names, family).toEqual([...SPEC_CALLS[family]].sort());
    }
    expect(CATALOGUE.length).toBe(Object.values(SPEC_CALLS).reduce((n, l) => n + l.length, 0));
  });

  it('has no empty family and unique paths', () => {
    for (const family of FAMILY_KEYS) expect(Object.keys(calls[family]).length).toBeGreaterThan(0);
    const paths = CATALOGUE.map(callPath);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every call its family, name, schemas and a French summary', () => {
    for (const family of FAMILY_KEYS) {
      for (const [name, def] of Object.entries(calls[family])) {
        expect(def.family).toBe(family);
        expect(def.name).toBe(name);
        expect(typeof def.payload.safeParse).toBe('function');
        expect(typeof def.answer.safeParse).toBe('function');
        expect(def.summary.length).toBeGreaterThan(3);
      }
    }
  });

  it('classes access as the specs §6 and DECISIONS.md say', () => {
    for (const def of CATALOGUE) {
      const expected = PUBLIC[def.family]?.includes(def.name)
        ? 'public'
        : ADMIN[def.family]?.includes(def.name)
          ? 'admin'
          : 'user';
      expect(def.access, `${def.family}.${def.name}`).toBe(expected);
    }
  });

  it('marks the transports the specs name', () => {
    const special = CATALOGUE.filter((d) => d.transport !== 'envelope').map(
      (d) => `${d.family}.${d.name}:${d.transport}`,
    );
    expect(special.sort()).toEqual([
      'contrat.file/upload:multipart',
      'etatdl.file_download:binary',
      'etatdl.openPdf:get',
    ]);
  });

  it('uses the base paths of ARCHITECTURE.md and the routes of each tool', () => {
    expect(callPath(calls.general.user_login)).toBe('/api/v1/user_login');
    expect(callPath(calls.statistique.getMoteurData)).toBe('/api/statistique/v1/getMoteurData');
    expect(callPath(calls.pdfSigner.get_file_from_path)).toBe(
      '/api/pdf-signer/v1/get_file_from_path',
    );
    expect(callPath(calls.contrat['material/list'])).toBe('/api/contrat/v1/material/list');
    expect(FAMILIES.general.routes).toEqual([]);
    expect(FAMILIES.planningLivraison.routes).toEqual(['planning-livraison', 'gestion-livraison']);
    expect(FAMILIES.etatdl.routes).toEqual(['etat-des-lieux-materiel', 'etat-des-lieux-velo']);
  });
});

describe('findCall and findCallByPath', () => {
  it('find a call by family and name, or by path', () => {
    expect(findCall('planningTechnicien', 'set_event')).toBe(calls.planningTechnicien.set_event);
    expect(findCall('general', 'nope')).toBeUndefined();
    expect(findCallByPath('/api/statistique/v1/getMoteurData')).toBe(
      calls.statistique.getMoteurData,
    );
    expect(findCallByPath('/api/contrat/v1/file/upload')).toBe(calls.contrat['file/upload']);
    expect(findCallByPath('/api/etatdl/v1/openPdf?id=12')).toBe(calls.etatdl.openPdf);
    expect(findCallByPath('/api/v1/user_login/')).toBe(calls.general.user_login);
    expect(findCallByPath('/api/v2/user_login')).toBeUndefined();
  });
});

describe('payload schemas', () => {
  it('accept the payloads the specs describe', () => {
    const ok = (
      def: { payload: { safeParse(v: unknown): { success: boolean } } },
      value: unknown,
    ) => expect(def.payload.safeParse(value).success).toBe(true);
    ok(calls.general.user_login, { email: 'a@b.fr', password: 'x' });
    ok(calls.general.logout, {});
    ok(calls.planningDisponibilite.get_events, { start: 1740960000000, end: 1741564800000 });
    ok(calls.planningDisponibilite.update_planning_vue, {
      newData: {
        selectedNbrDays: 7,
        selectedslotduration: '02:00',
        selectedStartTime: '00:00',
        selectedEndTime: '23:59',
      },
      key: 'planning-disponibilite',
      token: 't',
    });
    ok(calls.etatdl.user_login, { user_email: 'a@b.fr', user_password: 'x' });
    ok(calls.planningTechnicien.get_events_liste, { start: '03/01/2025', end: '03/08/2025' });
    ok(calls.planningTechnicien.set_event, {
      id: 12,
      data: { Statut: '100', Debut: '', Fin: '', 'Techniciens_Nom(1)': '' },
    });
    ok(calls.gestionRdvVelo.set_dispo, {
      dispo: { AGENCE: 'A1', JOUR: 1740999600000, DEBUT: '09:00', FIN: '10:00' },
    });
    ok(calls.contrat.is_materiel_free, { uuid: { UID: 'abc' } });
    ok(calls.contrat.is_materiel_free, { uuid: 'abc' });
    ok(calls.planningDisponibilite.save_day_to_hide, { days: '0,6' });
    ok(calls.planningDisponibilite.save_day_to_hide, { days: '' });
  });

  it('refuse bad payloads', () => {
    const bad = (
      def: { payload: { safeParse(v: unknown): { success: boolean } } },
      value: unknown,
    ) => expect(def.payload.safeParse(value).success).toBe(false);
    bad(calls.general.user_login, { email: 'a@b.fr' });
    bad(calls.planningDisponibilite.get_events, { start: '2025-03-01', end: 1 });
    bad(calls.planningDisponibilite.get_events, { start: Number.POSITIVE_INFINITY, end: 1 });
    bad(calls.planningDisponibilite.save_calendar_colors, { colors: '{pas du json' });
    bad(calls.planningDisponibilite.save_day_to_hide, { days: '7' });
    bad(calls.planningTechnicien.get_events_liste, { start: '2025-03-01', end: '03/08/2025' });
    bad(calls.pdfSigner.verify_double_authent_code, { id: 'x', code: '12345' });
    bad(calls.contrat.get_city_liste_from_zipcode, { code: '7500' });
  });

  it('refuse a display value outside core’s choices, naming the field and the allowed values', () => {
    const display = {
      selectedNbrDays: 8,
      selectedslotduration: '03:00',
      selectedStartTime: '00:00',
      selectedEndTime: '23:59',
    };
    for (const def of [
      calls.planningDisponibilite.update_planning_vue,
      calls.planningTechnicien.update_planning_vue,
    ]) {
      const parsed = def.payload.safeParse({
        newData: display,
        key: 'planning-technicien',
        token: 't',
      });
      expect(parsed.success).toBe(false);
      expect(parsed.error && frenchIssues(parsed.error)).toBe(
        'Le champ « newData.selectedNbrDays » doit valoir 1, 7, 15, 30 ou 90 ; le champ ' +
          '« newData.selectedslotduration » doit valoir « 01:00 », « 02:00 », « 06:00 » ou « 12:00 ».',
      );
    }
    // The delivery planning's display is checked for its shape only.
    const delivery = calls.planningDisponibilite.update_planning_vue.payload.safeParse({
      newData: display,
      key: 'planning-livraison',
      token: 't',
    });
    expect(delivery.success).toBe(true);
  });
});

describe('answer schemas', () => {
  it('keep the quirks of the backend', () => {
    expect(calls.general.user_login.answer.safeParse({ id: 'tok' }).success).toBe(true);
    expect(
      calls.general.get_user_by_token.answer.safeParse({
        data: {
          data: [
            { fieldData: { email: 'a@b.fr', admin: 1, web_application_to_show: '/sav-gestion' } },
          ],
        },
      }).success,
    ).toBe(true);
    expect(calls.general.get_user_by_token.answer.safeParse({ data: [] }).success).toBe(false);
    expect(
      calls.contrat.renew_contrat.answer.safeParse({ data: { scriptResult: 'C-12' } }).success,
    ).toBe(true);
    expect(calls.contrat.is_materiel_free.answer.safeParse({ disponible: 'true' }).success).toBe(
      true,
    );
    expect(calls.contrat.is_materiel_free.answer.safeParse({ disponible: true }).success).toBe(
      false,
    );
    expect(calls.pdfSigner.send_files_by_mail.answer.safeParse({ errorListe: [] }).success).toBe(
      true,
    );
    expect(
      calls.pdfSigner.get_file_from_path.answer.safeParse({ fileBinary: 'JVBERi0=' }).success,
    ).toBe(true);
    expect(
      calls.planningDisponibilite.get_parc.answer.safeParse({
        data: [{ fieldData: { FAMILLE: 'NACELLE', MATRICULE: 'N12' }, portalData: {} }],
      }).success,
    ).toBe(true);
  });
});

describe('every payload schema speaks French', () => {
  const FRENCH = /^(Le champ « [^»]+ » |Les données envoyées sont invalides)/;
  const ENGLISH = /\b(Invalid|expected|received|Required|Too (small|big)|Unrecognized)\b/;

  it('names the fields of an empty, a wrong and a non-object payload', () => {
    for (const def of CATALOGUE) {
      const shape = (def.payload as { shape?: Record<string, unknown> }).shape ?? {};
      const wrong = Object.fromEntries(Object.keys(shape).map((key) => [key, [[Symbol.name]]]));
      for (const value of [{}, wrong, 'texte', null]) {
        const result = def.payload.safeParse(value);
        if (result.success) continue;
        const message = frenchIssues(result.error);
        expect(message, `${def.family}.${def.name}`).toMatch(FRENCH);
        expect(message, `${def.family}.${def.name}`).not.toMatch(ENGLISH);
      }
    }
  });
});
