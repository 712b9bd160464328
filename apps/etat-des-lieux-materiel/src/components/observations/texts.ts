/** The French texts of the drawn observations (spec 3 §2.2 section 8; ours, the spec shows none). */
export const observationTexts = {
  pad: 'Dessin des dommages sur le matériel',
  hint: 'Entourez ou marquez les dommages du doigt ou à la souris.',
  undo: 'Annuler le dernier trait',
  clear: 'Effacer',
  departureMarks: 'Marques du départ',
  newMarks: 'Nouvelles marques',
  none: 'Aucune marque',
} as const;
