import { z } from 'zod';
import { agencyRecord, clientRecord, companyRecord, contractRecord } from '../records';
import { fieldList, nestedFieldList, tokenAnswer, userRecord } from '../answers';
import { defineFamily } from '../defineFamily';
import { idLike, noPayload, password, payload, signInName, text } from '../fields';

/** spec 1 §7 General (`/api/v1`), plus `logout` (ours). */
export const general = defineFamily('general', {
  user_login: {
    access: 'public',
    payload: () => payload({ email: signInName(), password: password() }),
    answer: tokenAnswer,
    summary: 'Connexion : vérifie e-mail et mot de passe, renvoie { id: <jeton> }.',
  },
  logout: {
    payload: noPayload,
    answer: () => z.looseObject({}),
    summary: 'Déconnexion : révoque le jeton de la session (ajout de ce serveur).',
  },
  get_user_by_token: {
    payload: () => payload({ token: text() }),
    answer: () => nestedFieldList(userRecord()),
    summary:
      'Utilisateur du jeton, sous data.data.data[0].fieldData (sans user_id ni user_password).',
  },
  get_contrat_from_num_contrat: {
    payload: () => payload({ numContrat: idLike() }),
    answer: () => fieldList(contractRecord()),
    summary: 'Contrat par numéro.',
  },
  get_societe_by_id: {
    payload: () => payload({ id: idLike() }),
    answer: () => fieldList(companyRecord()),
    summary: 'Société par identifiant (avec logos).',
  },
  get_societe_by_id_soft: {
    payload: () => payload({ id: idLike() }),
    answer: () => fieldList(companyRecord()),
    summary: 'Société par identifiant, version allégée (sans logos).',
  },
  get_agency: {
    payload: noPayload,
    answer: () => fieldList(agencyRecord()),
    summary: 'Liste des agences (avec logo).',
  },
  get_agency_soft: {
    payload: noPayload,
    answer: () => fieldList(agencyRecord()),
    summary: 'Liste des agences, version allégée.',
  },
  get_clients: {
    payload: noPayload,
    answer: () => fieldList(clientRecord()),
    summary: 'Liste des clients.',
  },
});
