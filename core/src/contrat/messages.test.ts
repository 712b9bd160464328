import { describe, expect, it } from 'vitest';
import { CONTRACT_SERVER_MESSAGES as M } from './messages';

describe('CONTRACT_SERVER_MESSAGES', () => {
  it('names the field, the record or the machine refused', () => {
    expect(M.fieldRequired('contrat.ID')).toBe('Le champ « contrat.ID » est obligatoire.');
    expect(M.fieldNotATier('contratData[0].CLD_TARIF')).toBe(
      'Le champ « contratData[0].CLD_TARIF » doit valoir « T1 » ou « T2 ».',
    );
    expect(M.fieldNotOffered('modeDepot', ['Chèque', 'CB'])).toBe(
      'Le champ « modeDepot » doit valoir « Chèque », « CB ».',
    );
    expect(M.cityNotOfZip('Lyon', '75001', ['Paris'])).toBe(
      'La ville « Lyon » n’a pas le code postal 75001 (Paris).',
    );
    expect(M.gridWithoutTier('Journée', 'T2')).toBe('La grille Journée n’a pas de tarif T2.');
    expect(M.unknownPickUpPlace('12')).toBe('Lieu de retrait inconnu : 12.');
    expect(M.documentNotFound('devis.pdf')).toBe('Document introuvable : devis.pdf.');
  });

  it('says who holds an unavailable machine', () => {
    expect(M.heldBy('PEL-001', M.repairOrder('42'))).toBe(
      "Le PEL-001 n'est pas disponible : immobilisé par OR n° 42.",
    );
    expect(M.heldBy('PEL-001', M.anOpenRepair)).toBe(
      "Le PEL-001 n'est pas disponible : immobilisé par un OR ouvert.",
    );
    expect(M.bookedUntil('PEL-001', 'C-2026-001', '12/03/2026 18:00')).toBe(
      "Le PEL-001 n'est pas disponible : réservé par le contrat C-2026-001 jusqu’au 12/03/2026 18:00.",
    );
    expect(M.bookedUntil('PEL-001', 'C-2026-001', '12/03/2026 18:00', '13/03/2026 08:00')).toBe(
      "Le PEL-001 n'est pas disponible : réservé par le contrat C-2026-001 jusqu’au 12/03/2026 18:00. Prochaine date libre : 13/03/2026 08:00.",
    );
  });
});
