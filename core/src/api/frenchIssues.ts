import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** Our schema messages are French predicates ("doit être …", "est obligatoire") to put after the field. */
const FRENCH_PREDICATE = /^(doit|doivent|est |n’|ne )/;

const TYPE_NAMES: Record<string, string> = {
  string: 'un texte',
  number: 'un nombre',
  int: 'un nombre entier',
  boolean: 'vrai ou faux',
  object: 'un objet',
  array: 'une liste',
  date: 'une date',
  bigint: 'un nombre',
  null: 'vide (null)',
};

/** Field path as people read it: `newData.selectedNbrDays`, `dispo[0].JOUR`. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/**
 * Whether the field was absent. Final issues carry `input` only when parsed with `reportInput`;
 * otherwise zod's own message for an absent value says "received undefined".
 */
function isMissing(issue: Issue): boolean {
  if ('input' in issue && issue.input !== undefined) return false;
  return 'input' in issue || /received undefined/.test(issue.message);
}

function predicate(issue: Issue): string {
  if (FRENCH_PREDICATE.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return 'est obligatoire';
      return `doit être ${TYPE_NAMES[issue.expected] ?? `de type ${issue.expected}`}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? 'est obligatoire' : `doit contenir au moins ${min} caractères`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `doit contenir au moins ${min} élément${min > 1 ? 's' : ''}`;
      return `doit être ${issue.inclusive ? 'supérieur ou égal' : 'strictement supérieur'} à ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `doit contenir au plus ${max} caractères`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `doit contenir au plus ${max} élément${max > 1 ? 's' : ''}`;
      return `doit être ${issue.inclusive ? 'inférieur ou égal' : 'strictement inférieur'} à ${max}`;
    }
    case 'invalid_format':
      return `n’a pas le format attendu (${issue.format})`;
    case 'invalid_value':
      return `doit valoir ${issue.values.map((v) => `« ${String(v)} »`).join(' ou ')}`;
    case 'invalid_union':
      return isMissing(issue) ? 'est obligatoire' : 'n’a pas une forme acceptée';
    case 'unrecognized_keys':
      return `contient des champs inconnus : ${issue.keys.join(', ')}`;
    default:
      return 'est invalide';
  }
}

/** One French sentence for one issue, naming the field. */
export function frenchIssue(issue: Issue): string {
  const path = issuePath(issue.path);
  const what = predicate(issue);
  return path === ''
    ? `Les données envoyées sont invalides : elles ${what.replace(/^est /, 'sont ').replace(/^doit /, 'doivent ')}`
    : `Le champ « ${path} » ${what}`;
}

/**
 * Turns a zod error (payload validation) into one French sentence naming each field, e.g. « Le
 * champ « start » doit être un nombre (horodatage en millisecondes). » The server answers 422 with
 * it (ARCHITECTURE.md: a French message a person can act on). At most five issues are listed.
 */
export function frenchIssues(error: { readonly issues: readonly Issue[] }): string {
  const issues = error.issues;
  if (issues.length === 0) return 'Les données envoyées sont invalides.';
  const parts = issues.slice(0, 5).map((issue, i) => {
    const sentence = frenchIssue(issue);
    return i === 0 ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
  });
  const more = issues.length > 5 ? ` ; et ${issues.length - 5} autre(s) erreur(s)` : '';
  return `${parts.join(' ; ')}${more}.`;
}
