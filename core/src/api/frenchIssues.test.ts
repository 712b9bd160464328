import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from './registry';
import { frenchIssues, issuePath } from './frenchIssues';
import { idLike, payload, text, timestampMs, weekdayList } from './fields';

function issuesOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return frenchIssues(result.error);
}

describe('frenchIssues', () => {
  it('names the field and says what a timestamp must be', () => {
    const schema = payload({ start: timestampMs(), end: timestampMs() });
    expect(issuesOf(schema, { start: 'hier', end: 1 })).toBe(
      'Le champ « start » doit être un nombre (horodatage en millisecondes).',
    );
  });

  it('says a missing or empty text is required, and lists several fields in one sentence', () => {
    expect(issuesOf(calls.general.user_login.payload, { email: '', password: undefined })).toBe(
      'Le champ « email » est obligatoire ; le champ « password » est obligatoire.',
    );
  });

  it('names nested paths', () => {
    const schema = payload({ dispo: z.array(payload({ JOUR: timestampMs() })) });
    expect(issuesOf(schema, { dispo: [{ JOUR: 1 }, { JOUR: 'x' }] })).toBe(
      'Le champ « dispo[1].JOUR » doit être un nombre (horodatage en millisecondes).',
    );
    expect(issuePath(['newData', 'selectedNbrDays'])).toBe('newData.selectedNbrDays');
  });

  it('translates zod defaults it did not write', () => {
    expect(issuesOf(payload({ n: z.number() }), { n: 'x' })).toBe(
      'Le champ « n » doit être un nombre.',
    );
    expect(issuesOf(payload({ n: z.number() }), {})).toBe('Le champ « n » est obligatoire.');
    expect(issuesOf(payload({ n: z.number().min(3) }), { n: 1 })).toBe(
      'Le champ « n » doit être supérieur ou égal à 3.',
    );
    expect(issuesOf(payload({ t: z.enum(['OK', 'NOK']) }), { t: 'X' })).toBe(
      'Le champ « t » doit valoir « OK » ou « NOK ».',
    );
    expect(issuesOf(payload({ id: idLike() }), { id: true })).toBe(
      'Le champ « id » doit être un identifiant : un texte de 100 caractères au plus, ou un nombre entier de 0 à 2147483647.',
    );
    expect(issuesOf(payload({ days: weekdayList() }), { days: '1,8' })).toContain('« days »');
    expect(issuesOf(text(), 3)).toBe(
      'Les données envoyées sont invalides : elles doivent être un texte.',
    );
  });

  it('speaks of the whole payload when it is not an object', () => {
    expect(issuesOf(calls.general.user_login.payload, 'x')).toBe(
      'Les données envoyées sont invalides : elles doivent former un objet.',
    );
  });
});
