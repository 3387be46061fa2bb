import type { Db } from "../client.server.ts";
import type { StaffUser } from "../../lib/staff/staff-user.ts";
import type { Role, User } from "../schema.ts";

export type { StaffUser };

export const STAFF_COLUMNS = [
  "id",
  "username",
  "first_name",
  "last_name",
  "role",
  "must_change_password",
] as const;

export function toStaff(row: Pick<User, (typeof STAFF_COLUMNS)[number]>): StaffUser {
  const { must_change_password, ...rest } = row;
  return { ...rest, mustChangePassword: must_change_password === 1 };
}

/** The account and its password hash, for signing in; disabled accounts are not found. */
export async function findActiveUserForSignIn(
  database: Db,
  username: string,
): Promise<(StaffUser & { passwordHash: string }) | null> {
  const row = await database
    .selectFrom("users")
    .select([...STAFF_COLUMNS, "password_hash"])
    .where("username", "=", username)
    .where("disabled", "=", 0)
    .executeTakeFirst();
  return row ? { ...toStaff(row), passwordHash: row.password_hash } : null;
}

export async function countUsers(database: Db): Promise<number> {
  const { n } = await database
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function insertUser(
  database: Db,
  user: {
    username: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    email?: string;
    role: Role;
    mustChangePassword?: boolean;
  },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await database
    .insertInto("users")
    .values({
      username: user.username,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email ?? "",
      role: user.role,
      must_change_password: user.mustChangePassword ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePasswordHash(
  database: Db,
  userId: number,
  passwordHash: string,
  mustChangePassword?: boolean,
): Promise<void> {
  await database
    .updateTable("users")
    .set({
      password_hash: passwordHash,
      ...(mustChangePassword === undefined
        ? {}
        : { must_change_password: mustChangePassword ? 1 : 0 }),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", userId)
    .execute();
}

export async function usernameTaken(database: Db, username: string): Promise<boolean> {
  const row = await database
    .selectFrom("users")
    .select("id")
    .where("username", "=", username)
    .executeTakeFirst();
  return Boolean(row);
}

export type AccountRow = Pick<
  User,
  | "id"
  | "username"
  | "first_name"
  | "last_name"
  | "email"
  | "role"
  | "disabled"
  | "created_at"
  | "updated_at"
>;

const ACCOUNT_COLUMNS = [
  "id",
  "username",
  "first_name",
  "last_name",
  "email",
  "role",
  "disabled",
  "created_at",
  "updated_at",
] as const;

export async function listAccounts(database: Db): Promise<AccountRow[]> {
  return database
    .selectFrom("users")
    .select(ACCOUNT_COLUMNS)
    .orderBy("disabled")
    .orderBy("username")
    .execute();
}

export async function findAccount(database: Db, id: number): Promise<AccountRow | null> {
  const row = await database
    .selectFrom("users")
    .select(ACCOUNT_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

export async function findPasswordHash(database: Db, id: number): Promise<string | null> {
  const row = await database
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

/** Enabled administrators other than `exceptId`: the last one may not be demoted or disabled. */
export async function countOtherActiveAdmins(database: Db, exceptId: number): Promise<number> {
  const { n } = await database
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .where("disabled", "=", 0)
    .where("id", "!=", exceptId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function updateAccount(
  database: Db,
  id: number,
  changes: Partial<{
    firstName: string;
    lastName: string;
    email: string;
    role: Role;
    disabled: boolean;
  }>,
): Promise<void> {
  await database
    .updateTable("users")
    .set({
      ...(changes.firstName === undefined ? {} : { first_name: changes.firstName }),
      ...(changes.lastName === undefined ? {} : { last_name: changes.lastName }),
      ...(changes.email === undefined ? {} : { email: changes.email }),
      ...(changes.role === undefined ? {} : { role: changes.role }),
      ...(changes.disabled === undefined ? {} : { disabled: changes.disabled ? 1 : 0 }),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .execute();
}
