import { describe, expect, it } from 'vitest';
import { HOME_TILES, TILE_GROUPS, visibleTiles } from './tiles';

const ALL = HOME_TILES.map((tile) => tile.path);

describe('HOME_TILES', () => {
  it('is the table of spec 1 §2', () => {
    expect(
      HOME_TILES.map((t) => [
        t.path,
        t.label,
        t.group,
        t.mobile ? 'yes' : 'no',
        t.tablet ? 'yes' : 'no',
      ]),
    ).toEqual([
      ['planning-disponibilite', 'Disponibilité', 1, 'yes', 'yes'],
      ['planning-livraison', 'Livraison', 1, 'no', 'yes'],
      ['planning-technicien', 'Techniciens', 1, 'yes', 'yes'],
      ['planning-gestion-rdv-velo', 'Gestion RDV', 1, 'no', 'yes'],
      ['statistiques', 'Statistiques', 5, 'yes', 'yes'],
      ['email-visualisation', 'Email visualisation', 3, 'yes', 'yes'],
      ['etat-des-lieux-materiel', 'Materiel', 2, 'yes', 'yes'],
      ['etat-des-lieux-velo', 'Vélo', 2, 'yes', 'yes'],
      ['gestion-livraison', 'Livraison', 4, 'no', 'yes'],
      ['signature-en-ligne', 'Signature en ligne', 3, 'yes', 'yes'],
      ['sav-gestion', 'SAV', 4, 'yes', 'yes'],
      ['contrat-gestion', 'Contrat', 4, 'yes', 'yes'],
    ]);
  });

  it('has the five group headings of spec 1 §9', () => {
    expect(TILE_GROUPS.map((g) => `${g.id} ${g.label}`)).toEqual([
      '1 Planning(s)',
      '2 Etat des lieux',
      '3 Autre(s)',
      '4 Gestion',
      '5 Compte rendu',
    ]);
  });
});

describe('visibleTiles', () => {
  it('groups every allowed tile in order on a desktop', () => {
    const groups = visibleTiles(ALL, 'desktop');
    expect(groups.map((g) => g.label)).toEqual([
      'Planning(s)',
      'Etat des lieux',
      'Autre(s)',
      'Gestion',
      'Compte rendu',
    ]);
    expect(groups[0]?.tiles.map((t) => t.label)).toEqual([
      'Disponibilité',
      'Livraison',
      'Techniciens',
      'Gestion RDV',
    ]);
    expect(groups.flatMap((g) => g.tiles)).toHaveLength(12);
  });

  it('shows only tiles flagged mobile on a phone', () => {
    const labels = visibleTiles(ALL, 'phone').flatMap((g) => g.tiles.map((t) => t.path));
    expect(labels).not.toContain('planning-livraison');
    expect(labels).not.toContain('planning-gestion-rdv-velo');
    expect(labels).not.toContain('gestion-livraison');
    expect(labels).toHaveLength(9);
  });

  it('shows every tile flagged tablet on a tablet', () => {
    expect(visibleTiles(ALL, 'tablet').flatMap((g) => g.tiles)).toHaveLength(12);
  });

  it('shows only allowed applications and leaves empty groups out', () => {
    const groups = visibleTiles(['sav-gestion', 'statistiques', 'inconnu'], 'desktop');
    expect(groups.map((g) => [g.label, g.tiles.map((t) => t.label)])).toEqual([
      ['Gestion', ['SAV']],
      ['Compte rendu', ['Statistiques']],
    ]);
    expect(visibleTiles([], 'desktop')).toEqual([]);
  });
});
