/**
 * The screen-reader and hint texts FullCalendar's French locale leaves out, so that they fell back
 * to English (issue 11 item 13: the timelines' hidden header read « Events »). Spread over the
 * `fr` locale by each timeline: `{ ...frLocale, ...calendarWords }`; a tool may name its events
 * more precisely with `eventsHint`. Plain values, so ui needs no FullCalendar dependency.
 */
const units: Record<string, { this: string }> = {
  day: { this: "Aujourd'hui" },
  week: { this: 'Cette semaine' },
  month: { this: 'Ce mois-ci' },
  year: { this: 'Cette année' },
};

export const calendarWords = {
  closeHint: 'Fermer',
  eventsHint: 'Événements',
  timedText: 'Horaires',
  prevYearText: 'Année précédente',
  nextYearText: 'Année suivante',
  todayHint: (_unitText: string, unit: string) => units[unit]?.this ?? "Aujourd'hui",
  prevHint: 'Précédent : $0',
  nextHint: 'Suivant : $0',
  viewHint: 'Vue $0',
  viewChangeHint: 'Changer de vue',
  navLinkHint: 'Aller au $0',
  moreLinkHint: (count: number) =>
    count === 1 ? 'Afficher 1 autre événement' : `Afficher ${count} autres événements`,
} as const;
