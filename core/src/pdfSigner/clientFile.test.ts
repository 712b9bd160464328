import { describe, expect, it } from 'vitest';
import {
  clientFileName,
  isListedClientFile,
  parseClientFile,
  parsePosition,
  signedPathOf,
} from './clientFile';

const FOLDER = 'CLIENTS/C001/DOCUMENTS/2025/CONTRAT';
const NAME =
  'Contrat de location@@C2025-0042@@17-03-2025@@NOK@@400-60@@BTP Martin@@0612345678@@contact@btp-martin.fr.pdf';

describe('parseClientFile (spec 3 §3.6)', () => {
  it('reads type, number, date, OK/NOK, x-y position, client, phone and e-mail from the @@ parts', () => {
    const file = parseClientFile(`${FOLDER}/${NAME}`, Date.UTC(2025, 2, 17, 8, 5));
    expect(file).toMatchObject({
      typeValue: 'Contrat de location',
      resaNum: 'C2025-0042',
      date: '17-03-2025',
      isSigned: false,
      position: { x: 400, y: 60 },
      client: 'BTP Martin',
      phone: '0612345678',
      email: 'contact@btp-martin.fr',
      // « type (the fifth path segment) »
      type: 'CONTRAT',
      title: NAME.slice(0, -4),
      lastEditText: '17/03/2025 09:05',
    });
  });

  it('has phone and e-mail optional, and OK means signed', () => {
    const file = parseClientFile(`${FOLDER}/Facture@@F-9@@01-02-2025@@OK@@10-20@@Dupont.pdf`);
    expect(file).toMatchObject({
      isSigned: true,
      phone: '',
      email: '',
      client: 'Dupont',
      lastEditText: '',
    });
  });

  it('refuses names without the parts, a flag other than OK/NOK, or a bad position', () => {
    expect(parseClientFile(`${FOLDER}/rapport.pdf`)).toBeNull();
    expect(parseClientFile(`${FOLDER}/A@@1@@d@@PEUT-ETRE@@1-2@@X.pdf`)).toBeNull();
    expect(parseClientFile(`${FOLDER}/A@@1@@d@@OK@@gauche@@X.pdf`)).toBeNull();
    expect(parseClientFile(`${FOLDER}/A@@1@@d@@OK@@1-2@@X.txt`)).toBeNull();
  });
});

describe('isListedClientFile (spec 3 §3.6, §9 listing rule)', () => {
  it('lists a pdf under CONTRAT or FACTURE with at least six path segments', () => {
    expect(isListedClientFile(`${FOLDER}/${NAME}`)).toBe(true);
    expect(isListedClientFile('CLIENTS/C001/DOCUMENTS/2025/FACTURE/f.pdf')).toBe(true);
  });
  it('skips other names, other folders and shorter paths', () => {
    expect(isListedClientFile(`${FOLDER}/notes.txt`)).toBe(false);
    expect(isListedClientFile('CLIENTS/C001/DOCUMENTS/2025/DEVIS/d.pdf')).toBe(false);
    expect(isListedClientFile('CLIENTS/C001/CONTRAT/x/c.pdf')).toBe(false);
  });
});

describe('signedPathOf (spec 3 §4.4 NOK becomes OK)', () => {
  it('renames the flag part only', () => {
    expect(signedPathOf(`${FOLDER}/${NAME}`)).toBe(
      `${FOLDER}/${NAME.replace('@@NOK@@', '@@OK@@')}`,
    );
  });
  it('gives null for a signed file', () => {
    expect(signedPathOf(`${FOLDER}/${NAME.replace('@@NOK@@', '@@OK@@')}`)).toBeNull();
  });
});

describe('clientFileName', () => {
  it('writes the parts back, which parse again', () => {
    const name = clientFileName({
      typeValue: 'Facture',
      resaNum: 'F-12',
      date: '05/03/2025',
      signed: false,
      position: { x: 380, y: 70 },
      client: 'Garage@@Dupont',
      email: 'a@b.fr',
    });
    expect(name).toBe('Facture@@F-12@@05-03-2025@@NOK@@380-70@@Garage Dupont@@@@a@b.fr.pdf');
    expect(parseClientFile(`${FOLDER}/${name}`)).toMatchObject({
      client: 'Garage Dupont',
      email: 'a@b.fr',
    });
  });
  it('parsePosition takes two numbers joined by a hyphen', () => {
    expect(parsePosition('12.5-3')).toEqual({ x: 12.5, y: 3 });
    expect(parsePosition('12')).toBeNull();
  });
});
