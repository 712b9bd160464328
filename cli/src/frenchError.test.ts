import { describe, expect, it } from 'vitest';
import { frenchError } from './frenchError';

const systemError = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${code} (English)`), { code, ...extra });

describe('frenchError', () => {
  it('explains the system errors an administrator meets, in French', () => {
    expect(frenchError(systemError('ECONNREFUSED'))).toMatch(
      /^Connexion à la base de données refusée/,
    );
    expect(frenchError(systemError('3D000'))).toMatch(/n’existe pas : créez-la d’abord\.$/);
    expect(frenchError(systemError('EACCES', { port: 80 }))).toBe(
      'Droits insuffisants pour écouter sur le port 80 : choisissez un port au-dessus de 1024.',
    );
  });

  it('keeps our own French messages as they are', () => {
    expect(frenchError(new Error('Utilisateur introuvable : x.'))).toBe(
      'Utilisateur introuvable : x.',
    );
    expect(frenchError('texte')).toBe('texte');
  });
});
