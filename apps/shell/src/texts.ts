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
  /** Logout while work waits on the device (DECISIONS.md: kept, never silently dropped). */
  logoutWaiting: {
    title: 'Envois en attente sur cet appareil',
    message: (n: number) =>
      `${n > 1 ? `${n} envois attendent` : '1 envoi attend'} encore le serveur (états des lieux ou photos faits sans connexion). Ils resteront sur cet appareil et partiront à la prochaine connexion de leur auteur. Se déconnecter quand même ?`,
  },
} as const;
