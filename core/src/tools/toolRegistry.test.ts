import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../api/families';
import { TOOLS, TOOL_ROUTES, findTool, isToolRoute, toolsOfFamily } from './toolRegistry';

describe('TOOLS', () => {
  it('has one entry per route, each with its own icon', () => {
    expect(new Set(TOOL_ROUTES).size).toBe(TOOLS.length);
    expect(new Set(TOOLS.map((tool) => tool.icon)).size).toBe(TOOLS.length);
  });
});

describe('toolsOfFamily', () => {
  it('gives the routes that open a family; the families take their routes from it', () => {
    expect(toolsOfFamily('planningLivraison')).toEqual(['planning-livraison', 'gestion-livraison']);
    expect(toolsOfFamily('etatdl')).toEqual(['etat-des-lieux-materiel', 'etat-des-lieux-velo']);
    expect(toolsOfFamily('general')).toEqual([]);
    expect(FAMILIES.statistique.routes).toEqual(['statistiques']);
  });

  it('leaves no tool without a family that lists it', () => {
    for (const tool of TOOLS) expect(FAMILIES[tool.family].routes).toContain(tool.path);
  });
});

describe('findTool / isToolRoute', () => {
  it('finds a tool with or without its leading slash, nothing for other paths', () => {
    expect(findTool('/sav-gestion')?.label).toBe('SAV');
    expect(findTool('statistiques')?.family).toBe('statistique');
    expect(findTool('login')).toBeUndefined();
    expect(isToolRoute('planning-disponibilite')).toBe(true);
    expect(isToolRoute('signature-double-authentification')).toBe(false);
  });
});

describe('offline', () => {
  it('opens the condition check (spec 3 §3.4) and the after-sales reports (spec 4 §1, issue 37) without the server', () => {
    expect(
      TOOLS.filter((tool) => findTool(tool.path)?.offline === true).map((t) => t.path),
    ).toEqual(['etat-des-lieux-materiel', 'etat-des-lieux-velo', 'sav-gestion']);
    expect(findTool('/etat-des-lieux-velo')?.offline).toBe(true);
    expect(findTool('statistiques')?.offline).toBeUndefined();
  });
});
