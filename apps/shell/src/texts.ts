/**
 * French texts of the shell's own screens that have no page module of their own (the sign-in and
 * home pages keep theirs beside them: `loginTexts`, `homeTexts`).
 */
export const shellTexts = {
  loadingSession: 'Chargement de votre session…',
  loadingTool: "Chargement de l'application…",
  notFound: {
    title: 'Page introuvable',
    detail: 'Cette adresse ne correspond à aucune application de LocaSuite.',
    home: "Retour à l'accueil",
  },
} as const;
