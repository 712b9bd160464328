import type { ToolRoute } from '@locasuite/core';
import type { SettingRow } from './seedTypes';

/** The settings scope of the contracts tool (spec 4 §3.6 options, document types, buffers). */
export const CONTRACT_SCOPE = 'contrat-gestion' satisfies ToolRoute;

/** The keys of the contracts tool's settings that are not §3.6 options. */
export const CONTRACT_SETTING_KEYS = {
  /** The supporting-document types (spec 4 §3.6: nom, libelle; `sous_familles` empty = all). */
  documentTypes: 'pieces_justificatives',
  /** The turnaround time after a return, in hours, by sub-family (`*`: every other one). */
  turnaround: 'delai_rotation_heures',
} as const;

/** spec 4 §3.6: the supporting documents a contract asks for. */
export const CONTRACT_DOCUMENT_TYPES = [
  { nom: 'piece_identite', libelle: 'Pièce d’identité du signataire', sous_familles: [] },
  {
    nom: 'justificatif_domicile',
    libelle: 'Justificatif de domicile de moins de 3 mois',
    sous_familles: [],
  },
  { nom: 'kbis', libelle: 'Extrait Kbis de moins de 3 mois', sous_familles: [] },
  {
    nom: 'caces',
    libelle: 'CACES ou autorisation de conduite',
    sous_familles: [
      'Nacelle ciseaux 8 m',
      'Nacelle ciseaux 12 m',
      'Nacelle articulée 12 m',
      'Nacelle articulée 16 m',
      'Chariot télescopique 14 m',
      'Pelle sur pneus 8 t',
    ],
  },
  { nom: 'permis', libelle: 'Permis de conduire (remorque)', sous_familles: ['Mini-pelle 3 t'] },
] as const;

/**
 * spec 4 §3.6 options of the contracts tool (name and JSON value) and its own settings: the
 * payment and deposit methods offered, the document types, the turnaround buffer by sub-family
 * (machines cleaned and checked before leaving again; bikes turn around within the hour).
 */
export function contractOptionSettings(): SettingRow[] {
  const scope = CONTRACT_SCOPE;
  const options: Record<string, unknown> = {
    paiement_proposition: ['Virement', 'Chèque', 'Carte bancaire', 'Prélèvement', 'Espèces'],
    caution_proposition: ['Empreinte CB', 'Chèque de caution', 'Virement'],
    Check_liste: [],
    Mandatory_keys: [],
    form_key_to_hide: [],
    signature_facultative: '0',
    suivi_par: ['Claire PERRIN', 'Mathieu REY', 'Sandrine VIAL', 'Olivier CHABERT'],
    inter_type: [],
    time_selection: '1',
    or_stock: '0',
    show_Horametre: '1',
    show_LIEU_INTERV: '1',
    use_search_filter: '1',
    hide_search_stock_filter: '0',
    savedSignature: '0',
    auto_creat_etatdl: '0',
    show_equipement_in_etadl: '1',
  };
  return [
    ...Object.entries(options).map(([key, value]) => ({
      scope,
      key,
      value: typeof value === 'string' ? value : JSON.stringify(value),
    })),
    {
      scope,
      key: CONTRACT_SETTING_KEYS.documentTypes,
      value: JSON.stringify(CONTRACT_DOCUMENT_TYPES),
    },
    {
      scope,
      key: CONTRACT_SETTING_KEYS.turnaround,
      value: JSON.stringify({
        '*': 2,
        'Nacelle articulée 16 m': 24,
        'Chariot télescopique 14 m': 24,
        'Pelle sur pneus 8 t': 12,
        'VAE ville': 1,
        'VTT électrique': 1,
        'Vélo cargo': 1,
        'Vélo enfant': 1,
      }),
    },
  ];
}
