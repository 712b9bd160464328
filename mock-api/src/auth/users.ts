import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, UserRow } from '../db/schema';
import { HttpError } from '../HttpError';
import { USER_ACCOUNT_MESSAGES as M, parseAllowedApplications } from '@locasuite/core';
import { APPLICATION_PATHS } from './applications';
import { hashPassword } from './password';
import { revokeUserSessions } from './sessions';

const PASSWORD_MIN = 8;

const loginSchema = z
  .string()
  .trim()
  .min(2, "L'identifiant doit faire au moins 2 caractères.")
  .max(100, "L'identifiant ne peut pas dépasser 100 caractères.")
  .regex(
    /^[A-Za-z0-9._@+-]+$/,
    "L'identifiant ne peut contenir que des lettres sans accent, des chiffres et . _ @ + -",
  );
const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Le mot de passe doit faire au moins ${PASSWORD_MIN} caractères.`)
  .max(200, 'Le mot de passe ne peut pas dépasser 200 caractères.');
const emailSchema = z.email("L'adresse email n'est pas valide.");
const applicationsSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    Array.isArray(v) ? v.map((s) => s.trim().replace(/^\//, '')) : parseAllowedApplications(v),
  )
  .superRefine((paths, ctx) => {
    const unknown = paths.filter((p) => !APPLICATION_PATHS.includes(p));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Application inconnue : ${unknown.join(', ')}. Valeurs possibles : ${APPLICATION_PATHS.join(', ')}.`,
      });
    }
  })
  .transform((paths) => [...new Set(paths)]);

export interface CreateUserInput {
  readonly login: string;
  readonly password: string;
  readonly email?: string | undefined;
  readonly displayName?: string | undefined;
  readonly admin?: boolean | undefined;
  /** Application paths (array or comma-separated), spec 1 §3 `web_application_to_show`. */
  readonly applications?: readonly string[] | string | undefined;
  /** Authorised mailboxes (spec 1 §3 MAILS), joined with `|`. */
  readonly mails?: readonly string[] | undefined;
  readonly agencyId?: number | null | undefined;
  readonly companyId?: number | null | undefined;
}

const createUserSchema = z.object({
  login: loginSchema,
  password: passwordSchema,
  email: emailSchema.optional(),
  displayName: z.string().trim().max(200, 'Le nom ne peut pas dépasser 200 caractères.').optional(),
  admin: z.boolean().optional(),
  applications: applicationsSchema.optional(),
  mails: z.array(emailSchema).optional(),
  agencyId: z.number().int().nullable().optional(),
  companyId: z.number().int().nullable().optional(),
});

function validate<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new HttpError(422, parsed.error.issues.map((i) => i.message).join(' '));
  }
  return parsed.data;
}

/** A user as the CLI lists it. */
export interface UserSummary {
  readonly id: number;
  readonly login: string;
  readonly email: string | null;
  readonly displayName: string;
  readonly admin: boolean;
  readonly applications: string[];
}

const toSummary = (u: UserRow): UserSummary => ({
  id: u.id,
  login: u.login,
  email: u.email,
  displayName: u.display_name,
  admin: u.admin,
  applications: parseAllowedApplications(u.web_application_to_show),
});

/** The user whose login or email (case-insensitive) is `identifier`, or undefined. */
export async function findUserByIdentifier(
  db: Kysely<Database>,
  identifier: string,
): Promise<UserRow | undefined> {
  const id = identifier.trim().toLowerCase();
  if (id.length === 0) return undefined;
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(login)`, '=', id), eb(sql`lower(email)`, '=', id)]))
    .orderBy('id')
    .executeTakeFirst();
}

async function requireUser(db: Kysely<Database>, identifier: string): Promise<UserRow> {
  const user = await findUserByIdentifier(db, identifier);
  if (!user) throw new HttpError(404, M.userNotFound(identifier));
  return user;
}

/** Creates a user (CLI `users add`, seeds, tests). Refuses duplicates (409) and invalid input (422). */
export async function createUser(
  db: Kysely<Database>,
  input: CreateUserInput,
): Promise<UserSummary> {
  const v = validate(createUserSchema, input);
  const clash = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(sql`lower(login)`, '=', v.login.toLowerCase()),
        ...(v.email ? [eb(sql`lower(email)`, '=', v.email.toLowerCase())] : []),
        eb(sql`lower(email)`, '=', v.login.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  if (clash) {
    throw new HttpError(409, M.alreadyExists);
  }
  const row = await db
    .insertInto('users')
    .values({
      login: v.login,
      email: v.email ?? null,
      display_name: v.displayName ?? v.login,
      password_hash: await hashPassword(v.password),
      admin: v.admin ?? false,
      web_application_to_show: (v.applications ?? []).join(','),
      mails: (v.mails ?? []).join('|'),
      agency_id: v.agencyId ?? null,
      company_id: v.companyId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSummary(row);
}

/** Every user, by id. */
export async function listUsers(db: Kysely<Database>): Promise<UserSummary[]> {
  const rows = await db.selectFrom('users').selectAll().orderBy('id').execute();
  return rows.map(toSummary);
}

/** Sets a user's password and closes their open sessions. */
export async function setPassword(
  db: Kysely<Database>,
  identifier: string,
  password: string,
  now: Date = new Date(),
): Promise<UserSummary> {
  const hash = await hashPassword(validate(passwordSchema, password));
  const user = await requireUser(db, identifier);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set({ password_hash: hash, updated_at: now })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeUserSessions(trx, user.id, now);
    return toSummary(row);
  });
}

/** Replaces a user's allowed applications (spec 1 §3 `web_application_to_show`). */
export async function setApplications(
  db: Kysely<Database>,
  identifier: string,
  applications: readonly string[] | string,
): Promise<UserSummary> {
  const paths = validate(applicationsSchema, applications);
  const user = await requireUser(db, identifier);
  const row = await db
    .updateTable('users')
    .set({ web_application_to_show: paths.join(','), updated_at: new Date() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSummary(row);
}

/** Grants or removes the admin flag (spec 1 §6). */
export async function setAdmin(
  db: Kysely<Database>,
  identifier: string,
  admin: boolean,
): Promise<UserSummary> {
  if (typeof admin !== 'boolean') throw new HttpError(422, M.adminNotBoolean);
  const user = await requireUser(db, identifier);
  const row = await db
    .updateTable('users')
    .set({ admin, updated_at: new Date() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSummary(row);
}
