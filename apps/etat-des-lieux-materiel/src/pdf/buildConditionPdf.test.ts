import { describe, expect, it } from 'vitest';
import { readPdfText, serializeChecklist } from '@locasuite/core';
import { buildConditionPdf, conditionPdfFileName } from './buildConditionPdf';
import type { ConditionPdfInput } from './buildConditionPdf';

/** A 1×1 PNG (a photo, a signature, a drawing). */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A finished record in the server's shape (seed: buildRentals + buildConditionChecks). */
const finished = {
  CLD_IDEnreg: 412,
  CLD_NUM_CONTRAT: 'C000123',
  CLD_MATRICULE: 'NAC-0042',
  CLD_CLIENT_RAISON_SOCIALE: 'Bâtiments Rhône-Alpes',
  CLD_CLIENT_ADRESSE: '12 rue de la Forêt',
  CLD_CLIENT_CODEPOSTAL: '69003',
  CLD_CLIENT_VILLE: 'Lyon',
  CLD_TEL_LIV: '04 78 00 00 00',
  CLD_CONTACT_LIV: 'Hélène Dupré',
  CLD_FAMILLE: 'Élévation',
  CLD_SOUS_FAMILLE: 'Nacelle articulée 16 m',
  CLD_DESCRIPTION: 'Nacelle articulée 16 m Haulotte HA16',
  CLD_CONTROLE_DEPART: '1',
  CLD_CONTROLE_RETOUR: '1',
  CLD_DATE_DEPART_VALIDATION: '03-04-2026',
  CLD_DATE_RETOUR_VALIDATION: '03-18-2026',
  CLD_KILOMETRE_DEPART: '12300',
  CLD_KILOMETRE_RETOUR: '12712',
  CLD_HORAMETRE_DEPART: '1500',
  CLD_HORAMETRE_RETOUR: '1537',
  CLD_NIVEAU_GAS_DEPART: '8',
  CLD_NIVEAU_GAS_RETOUR: '5',
  CLD_NIVEAU_ADBLUE_DEPART: '8',
  CLD_NIVEAU_ADBLUE_RETOUR: '8',
  CLD_COMMENTAIRE_DEPART: 'Rayure légère à l’arrière.',
  CLD_COMMENTAIRE_RETOUR: 'Garde-corps tordu côté gauche.',
  CLD_COMMENTAIRE_TECH_RETOUR: 'Réparation à prévoir – devis demandé.',
  CLD_CONTROLEUR_DEPART: 'Julien MARTIN',
  CLD_CONTROLEUR_RETOUR: 'Léa FRANÇOIS',
  CLD_SIGNATAIRE_DEPART: 'Hélène Dupré',
  CLD_SIGNATAIRE_RETOUR: '',
  CLD_FLAG_SIGNATAIRE_RETOUR: '1',
  CLD_SIGNATURE_DEPART: PNG,
  CLD_SIGNATURE_RETOUR: '',
  CLD_CHAMP_CHANTIER_DEPART: 'Chantier Part-Dieu',
  CLD_CHAMP_PLEIN_DEPART: '1',
  CLD_CHAMP_PLEIN_RETOUR: '0',
  CHECK_LIST_JSON_GESTION: serializeChecklist([
    {
      id: 0,
      CH_DESIGNATION: 'Propreté',
      CLD_SELECTION: 'Propre,Sale,Très sale',
      CLD_QTE_DEPART: 'Propre',
      CLD_QTE_RETOUR: 'Propre',
    },
    {
      id: 1,
      CH_DESIGNATION: 'Garde-corps',
      CLD_SELECTION: 'OK,Abîmé',
      CLD_QTE_DEPART: 'OK',
      CLD_QTE_RETOUR: 'Abîmé',
    },
    {
      id: 2,
      CH_DESIGNATION: 'Éclairage',
      CLD_SELECTION: 'Avant,Arrière',
      CLD_QTE_DEPART: ['Avant', 'Arrière'],
      CLD_QTE_RETOUR: ['Avant', 'Arrière'],
    },
    {
      id: 3,
      CH_DESIGNATION: 'Harnais',
      CLD_SELECTION: '',
      CLD_QTE_DEPART: '2',
      CLD_QTE_RETOUR: '2',
    },
  ]),
};

const input: ConditionPdfInput = {
  title: 'État des lieux',
  record: finished,
  company: {
    RS: 'LocaSuite Location',
    TypeEntreprise: 'SAS',
    Capital: '150 000 €',
    NumeroSIRET: '84215730700013',
    CodeAPE: '7732Z',
    TVAIntracommunautaire: 'FR39842157307',
    Logo_JSON: JSON.stringify({ Logo_Base64: PNG.split(',')[1], Logo_Base64_2: '' }),
  },
  agency: {
    ag_nom: 'LocaSuite Lyon Gerland',
    ag_adresse: '45 avenue Jean Jaurès',
    ag_cp: '69007',
    ag_ville: 'Lyon',
    ag_telephone: '04 72 00 00 00',
    ag_courriel: 'lyon@locasuite-location.fr',
  },
  customFields: [
    {
      name: 'Chantier',
      show: 1,
      key_depart: 'CLD_CHAMP_CHANTIER_DEPART',
      key_retour: 'CLD_CHAMP_CHANTIER_RETOUR',
      type: 'text',
    },
    {
      name: 'Plein fait',
      show: 1,
      key_depart: 'CLD_CHAMP_PLEIN_DEPART',
      key_retour: 'CLD_CHAMP_PLEIN_RETOUR',
      type: 'checkbox',
    },
    { name: 'Bon de commande', show: 0, key_depart: 'CLD_CHAMP_BON_DEPART', type: 'text' },
  ],
  photos: [
    {
      leg: 'RETOUR',
      dataUrl: PNG,
      takenAt: Date.UTC(2026, 2, 18, 16, 5),
      latitude: 45.7640123,
      longitude: 4.8357,
    },
    { leg: 'DEPART', dataUrl: PNG, takenAt: Date.UTC(2026, 2, 4, 8, 30) },
  ],
  observations: { RETOUR: PNG },
};

describe('buildConditionPdf', () => {
  it('writes an A4 portrait PDF of real text, accents included', async () => {
    const blob = await buildConditionPdf(input);
    expect(blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const head = new TextDecoder('latin1').decode(bytes.slice(0, 5));
    expect(head).toBe('%PDF-');
    const source = new TextDecoder('latin1').decode(bytes);
    // A4 portrait in points, and text in WinAnsi (one byte per French letter, never UTF-16).
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(source);
    expect([Number(box?.[1]).toFixed(2), Number(box?.[2]).toFixed(2)]).toEqual([
      '595.28',
      '841.89',
    ]);
    expect(source).toContain('/Encoding /WinAnsiEncoding');
    const { text } = await readPdfText(blob);
    for (const expected of [
      'LocaSuite Location',
      'SAS au capital de 150 000 € - SIRET 84215730700013 - APE 7732Z - TVA',
      'LocaSuite Lyon Gerland',
      'État des lieux',
      'Contrat C000123 - Matricule NAC-0042',
      'Bâtiments Rhône-Alpes',
      'Hélène Dupré',
      'Nacelle articulée 16 m Haulotte HA16',
      "Rayure légère à l'arrière.",
      'Réparation à prévoir - devis demandé.',
      'Léa FRANÇOIS',
      'signataire facultatif',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints the checklist with its Départ and Retour columns and the changed line marked', async () => {
    const { pages } = await readPdfText(await buildConditionPdf(input));
    const first = pages.slice(0, -2).flat();
    const at = (s: string) => first.indexOf(s);
    expect(first).toContain('Check-list');
    expect(first.slice(at('Check-list'), at('Check-list') + 5)).toEqual([
      'Check-list',
      'Désignation',
      'Départ',
      'Retour',
      'Écart',
    ]);
    // Each line: designation, departure, return, and « Oui » in Écart when it changed.
    expect(first.slice(at('Garde-corps'), at('Garde-corps') + 4)).toEqual([
      'Garde-corps',
      'OK',
      'Abîmé',
      'Oui',
    ]);
    expect(first.slice(at('Éclairage'), at('Éclairage') + 3)).toEqual([
      'Éclairage',
      'Avant, Arrière',
      'Avant, Arrière',
    ]);
    expect(first.slice(at('Propreté'), at('Propreté') + 4)).toEqual([
      'Propreté',
      'Propre',
      'Propre',
      '',
    ]);
  });

  it('prints the meters and levels side by side with their deltas, then « Écarts constatés »', async () => {
    const { pages } = await readPdfText(await buildConditionPdf(input));
    const first = pages.slice(0, -2).flat();
    const at = (s: string) => first.indexOf(s);
    expect(first.slice(at('Kilométrage'), at('Kilométrage') + 4)).toEqual([
      'Kilométrage',
      '12\u00a0300\u00a0km',
      '12\u00a0712\u00a0km',
      '+412\u00a0km',
    ]);
    expect(first.slice(at('Horamètre'), at('Horamètre') + 4)).toEqual([
      'Horamètre',
      '1\u00a0500\u00a0h',
      '1\u00a0537\u00a0h',
      '+37\u00a0h',
    ]);
    expect(first.slice(at('Carburant'), at('Carburant') + 4)).toEqual([
      'Carburant',
      '8/8',
      '5/8',
      '-3/8',
    ]);
    expect(first.slice(at('Date de validation'), at('Date de validation') + 3)).toEqual([
      'Date de validation',
      '04/03/2026',
      '18/03/2026',
    ]);
    const summary = first.slice(at('Écarts constatés'));
    expect(summary.slice(0, 5)).toEqual([
      'Écarts constatés',
      'Garde-corps : «\u00a0OK\u00a0» au départ, «\u00a0Abîmé\u00a0» au retour',
      'Kilométrage : +412\u00a0km (12\u00a0300 au départ, 12\u00a0712 au retour)',
      'Horamètre : +37\u00a0h (1\u00a0500 au départ, 1\u00a0537 au retour)',
      'Carburant : -3/8 (8/8 au départ, 5/8 au retour)',
    ]);
  });

  it('prints the shown custom fields only, checkboxes as Oui / Non', async () => {
    const { text } = await readPdfText(await buildConditionPdf(input));
    expect(text).toContain('Informations complémentaires');
    expect(text).toContain('Chantier\nChantier Part-Dieu');
    expect(text).toContain('Plein fait\nOui\nNon');
    expect(text).not.toContain('Bon de commande');
  });

  it('adds one page per photo, departure first, labelled, with its time and GPS position', async () => {
    const { pages } = await readPdfText(await buildConditionPdf(input));
    const [departure, ret] = pages.slice(-2);
    expect(departure?.slice(0, 3)).toEqual([
      'Photo de départ',
      'Contrat C000123 - Matricule NAC-0042',
      'Prise le 04/03/2026 08:30',
    ]);
    expect(ret?.slice(0, 4)).toEqual([
      'Photo de retour',
      'Contrat C000123 - Matricule NAC-0042',
      'Prise le 18/03/2026 16:05',
      'Position GPS : 45.76401, 4.83570',
    ]);
    // Every page numbered in the footer.
    expect(pages.map((p) => p.at(-1))).toEqual(
      pages.map((_, i) => `Page ${i + 1} / ${pages.length}`),
    );
  });

  it('leaves « Écarts constatés » and the Écart column out before the return is checked', async () => {
    const departureOnly = {
      ...input,
      record: { ...finished, CLD_CONTROLE_RETOUR: '0' },
      photos: [],
    };
    const { text, pages } = await readPdfText(await buildConditionPdf(departureOnly));
    expect(text).not.toContain('Écarts constatés');
    expect(text).not.toContain('Écart\n');
    expect(pages.flat()).not.toContain('Photo de départ');
  });

  it('lists every difference page 1 shows: fuel 0/8 with nothing at departure, « Rayure sur le godet »', async () => {
    // The return: page 1 showed both, « Écarts constatés » said « Aucun écart constaté ».
    const record = {
      ...finished,
      CHECK_LIST_JSON_GESTION: '[]',
      CLD_KILOMETRE_RETOUR: '12300',
      CLD_HORAMETRE_RETOUR: '1500',
      CLD_NIVEAU_GAS_DEPART: '',
      CLD_NIVEAU_GAS_RETOUR: '0',
      CLD_COMMENTAIRE_DEPART: '',
      CLD_COMMENTAIRE_RETOUR: 'Rayure sur le godet',
    };
    const { pages, text } = await readPdfText(
      await buildConditionPdf({ ...input, record, photos: [], observations: {} }),
    );
    const all = pages.flat();
    const at = (s: string) => all.indexOf(s);
    expect(all.slice(at('Carburant'), at('Carburant') + 4)).toEqual([
      'Carburant',
      '',
      '0/8',
      'Oui',
    ]);
    expect(all.slice(at('Observations'), at('Observations') + 5)).toEqual([
      'Observations',
      'Départ',
      '',
      'Retour',
      'Rayure sur le godet',
    ]);
    expect(all.slice(at('Écarts constatés'), at('Écarts constatés') + 3)).toEqual([
      'Écarts constatés',
      'Carburant : non renseigné au départ, 0/8 au retour',
      'Observation au retour : «\u00a0Rayure sur le godet\u00a0»',
    ]);
    expect(text).not.toContain('Aucun écart constaté');
  });

  it('lists new return photos and damage marks in « Écarts constatés »', async () => {
    const record = {
      ...finished,
      CLD_OBSERVATION_PHOTO_RETOUR: JSON.stringify({ version: 1, strokes: [[10, 10, 90, 90]] }),
    };
    const { pages } = await readPdfText(await buildConditionPdf({ ...input, record }));
    const all = pages.flat();
    expect(all).toContain('Dommages dessinés au retour : 1 nouvelle marque');
    expect(all).toContain('Photos du retour : 1 nouvelle photo');
  });

  it('says « Aucun écart constaté » for a return identical to the departure', async () => {
    const same = {
      ...finished,
      CHECK_LIST_JSON_GESTION: '[]',
      CLD_KILOMETRE_RETOUR: '12300',
      CLD_HORAMETRE_RETOUR: '1500',
      CLD_NIVEAU_GAS_RETOUR: '8',
      CLD_COMMENTAIRE_RETOUR: '',
    };
    const { text } = await readPdfText(
      await buildConditionPdf({ ...input, record: same, photos: [] }),
    );
    expect(text).toContain('Écarts constatés\nAucun écart constaté');
    expect(text).toContain('Aucune ligne de check-list.');
  });

  it('reads records without the CLD_ prefix, and bad values never throw', async () => {
    const bare = Object.fromEntries(
      Object.entries(finished).map(([k, v]) => [k.replace(/^CLD_/, ''), v]),
    );
    const { text } = await readPdfText(
      await buildConditionPdf({
        title: 'Retour',
        record: {
          ...bare,
          SIGNATURE_DEPART: 'data:image/png;base64,AAAA',
          KILOMETRE_RETOUR: 'n/a',
        },
        photos: [{ leg: 'DEPART', dataUrl: 'pas une image' }],
      }),
    );
    expect(text).toContain('Contrat C000123 - Matricule NAC-0042');
    expect(text).toContain('Garde-corps');
    expect(text).toContain(
      'Photo de départ\nContrat C000123 - Matricule NAC-0042\nImage illisible.',
    );
  });
});

describe('conditionPdfFileName', () => {
  it('names the file {contract}_{registration}_{TITLE}.pdf (spec 3 §7.1)', () => {
    expect(conditionPdfFileName({ record: finished, title: 'Depart' })).toBe(
      'C000123_NAC-0042_DEPART.pdf',
    );
    expect(
      conditionPdfFileName({ record: { NUM_CONTRAT: 'C1', MATRICULE: 'AB/12' }, title: 'Retour' }),
    ).toBe('C1_AB@12_RETOUR.pdf');
    expect(conditionPdfFileName({ record: {}, title: 'Retour' })).toBe('ETAT_DES_LIEUX.pdf');
  });
});
