/** The part of an email log row (spec 1 §3) the views and the search read. */
export interface EmailViewRow {
  readonly date?: string | number | null;
  readonly email: string;
  readonly from: string;
  readonly subject?: string | null;
}

/** spec 1 §9: the email table shows 40 rows a page. */
export const EMAIL_ROWS_PER_PAGE = 40;

/** The bare address of `Name <address>` or of an address, lower-cased. */
export function mailAddress(value: string): string {
  const inBrackets = /<([^<>]+)>\s*$/.exec(value);
  return (inBrackets?.[1] ?? value).trim().toLowerCase();
}

/** spec 1 §4: the sent view, rows whose sender is the selected mailbox (the view displayed). */
export function sentView<R extends EmailViewRow>(rows: readonly R[], mailbox: string): R[] {
  const box = mailAddress(mailbox);
  return rows.filter((r) => mailAddress(r.from) === box);
}

/** spec 1 §4: the received view, rows whose recipient is the selected mailbox (not displayed). */
export function receivedView<R extends EmailViewRow>(rows: readonly R[], mailbox: string): R[] {
  const box = mailAddress(mailbox);
  return rows.filter((r) => mailAddress(r.email) === box);
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * spec 1 §2 `Recherche`: keeps rows whose sender, recipient, subject or shown date contains every
 * word typed, ignoring case and accents. `shownDate` gives the date as the table displays it.
 */
export function searchEmails<R extends EmailViewRow>(
  rows: readonly R[],
  query: string,
  shownDate: (row: R) => string = (r) => String(r.date ?? ''),
): R[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((r) => {
    const haystack = fold([r.from, r.email, r.subject ?? '', shownDate(r)].join('\n'));
    return words.every((w) => haystack.includes(w));
  });
}

/** spec 1 §3 User: authorised mailboxes are `MAILS`, separated by `|` (blanks and repeats dropped). */
export function parseMailboxes(mails: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of (mails ?? '').split('|')) {
    const box = part.trim();
    if (box && !seen.has(box.toLowerCase())) {
      seen.add(box.toLowerCase());
      out.push(box);
    }
  }
  return out;
}
