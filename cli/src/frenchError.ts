/** What a command prints for an error: its message, in French for the system errors we know. */
export function frenchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, port, address } = error as Error & {
    code?: string;
    port?: number;
    address?: string;
  };
  switch (code) {
    case 'EADDRINUSE':
      return `Le port ${port ?? ''} est déjà utilisé${address ? ` sur ${address}` : ''} : arrêtez l\u2019autre serveur ou choisissez un autre port (--port ou PORT).`;
    case 'EACCES':
      return port !== undefined
        ? `Droits insuffisants pour écouter sur le port ${port} : choisissez un port au-dessus de 1024.`
        : `Accès refusé : ${error.message}`;
    case 'EADDRNOTAVAIL':
      return `L\u2019adresse d\u2019écoute ${address ?? ''} n\u2019existe pas sur cette machine (--host ou HOST).`;
    case 'ECONNREFUSED':
      return 'Connexion à la base de données refusée : vérifiez DATABASE_URL et que PostgreSQL est démarré.';
    case 'ENOTFOUND':
      return 'Serveur de base de données introuvable : vérifiez l\u2019hôte de DATABASE_URL.';
    case '28P01':
    case '28000':
      return 'La base de données a refusé l\u2019identifiant ou le mot de passe de DATABASE_URL.';
    case '3D000':
      return 'La base de données nommée dans DATABASE_URL n\u2019existe pas : créez-la d\u2019abord.';
    default:
      return error.message;
  }
}
