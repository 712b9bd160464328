import { describe, expect, it } from 'vitest';
import { RECORD_MESSAGES as M } from './recordMessages';

describe('RECORD_MESSAGES', () => {
  it('names the record that does not exist', () => {
    expect(M.clientNotFound('W000012')).toBe('Client introuvable : W000012.');
    expect(M.companyNotFound(4)).toBe('Société introuvable : 4.');
    expect(M.contractNotFound('C-2026-001')).toBe('Contrat introuvable : C-2026-001.');
    expect(M.unknownClient('C00042')).toBe('Client inconnu : C00042.');
    expect(M.unknownAgency('7, 9')).toBe('Agence inconnue : 7, 9.');
    expect(M.unknownTechnician('Inconnu DUPONT')).toBe('Technicien inconnu : Inconnu DUPONT.');
    expect(M.unknownDriver('Zoé, Paul')).toBe('Chauffeur inconnu : Zoé, Paul.');
    expect(M.fileNotFound('LOCATION/C002/x.pdf')).toBe('Fichier introuvable : LOCATION/C002/x.pdf');
  });

  it('refuses a path out of the store and a save on a stale version', () => {
    expect(M.invalidPath).toBe('Chemin de fichier invalide');
    expect(M.staleRecord).toBe(
      "Cette fiche vient d'être modifiée par quelqu'un d'autre : rechargez-la.",
    );
  });
});
