import { randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "../../db/client.server.ts";
import type { Role } from "../../db/schema.ts";
import {
  findSetupToken,
  insertSetupToken,
  takeSetupToken,
} from "../../db/accounts/setup-tokens.server.ts";
import { countUsers, insertUser, usernameTaken } from "../../db/accounts/users.server.ts";
import { withoutBidiControls } from "../../content/bidi-controls.ts";
import { config } from "../../lib/config.server.ts";
import { failure, type Result } from "../../lib/app-error.ts";
import { fieldErrors } from "../../lib/form-errors.ts";
import { hashToken } from "./auth.server.ts";
import { checkPassword } from "./password-policy.server.ts";
import { hashPassword } from "./passwords.server.ts";

const SETUP_LINK_MS = 60 * 60_000;

const CONTROL = /\p{Cc}/u;

function personName(missing: string, tooLong: string) {
  return z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, missing)
    .max(100, tooLong)
    .refine((value) => !CONTROL.test(value), "มีอักขระที่ใช้ไม่ได้");
}

/** An address for the site's notices to this person; it may be left empty. */
const emailSchema = z
  .string()
  .trim()
  .max(254, "อีเมลยาวเกิน 254 ตัวอักษร")
  .refine((value) => value === "" || z.email().safeParse(value).success, "รูปแบบอีเมลไม่ถูกต้อง")
  .default("");

/** First and last name, as every account has them, and an e-mail address for notices. */
export const profileSchema = z.object({
  firstName: personName("กรุณากรอกชื่อ", "ชื่อยาวเกิน 100 ตัวอักษร"),
  lastName: personName("กรุณากรอกนามสกุล", "นามสกุลยาวเกิน 100 ตัวอักษร"),
  email: emailSchema,
});

export const usernameSchema = z
  .string()
  .trim()
  .min(3, "ชื่อผู้ใช้ต้องยาวอย่างน้อย 3 ตัวอักษร")
  .max(50, "ชื่อผู้ใช้ยาวเกิน 50 ตัวอักษร")
  .regex(/^[a-z0-9._-]+$/, "ชื่อผู้ใช้ใช้ได้เฉพาะ a–z ตัวเลข จุด ขีดกลาง และขีดล่าง");

/** A new account's fields, checked with Thai messages; the password against the policy. */
export const accountSchema = profileSchema
  .extend({ username: usernameSchema, password: z.string() })
  .superRefine((value, ctx) => {
    const verdict = checkPassword(value.password, value);
    if (!verdict.ok) ctx.addIssue({ code: "custom", path: ["password"], message: verdict.message });
  });

export type AccountInput = z.input<typeof accountSchema>;
/** Creates an account after checking it; a taken username is a field error, not a crash. */
export async function createAccount(
  input: AccountInput,
  role: Role,
  options: { mustChangePassword?: boolean } = {},
): Promise<Result<{ userId: number }>> {
  const parsed = accountSchema.safeParse(input);
  if (!parsed.success)
    return failure("account.create-invalid", { fields: fieldErrors(parsed.error) });
  const account = parsed.data;
  if (await usernameTaken(db(), account.username)) {
    return failure("account.username-taken", { fields: { username: "ชื่อผู้ใช้นี้มีอยู่แล้ว" } });
  }
  const userId = await insertUser(db(), {
    ...account,
    passwordHash: await hashPassword(account.password),
    role,
    mustChangePassword: options.mustChangePassword,
  });
  return { ok: true, userId };
}

/** While there is no account at all, a one-time link (valid one hour) to create the first administrator. */
export async function firstAdminLink(): Promise<string | null> {
  if ((await countUsers(db())) > 0) return null;
  const token = randomBytes(32).toString("base64url");
  await insertSetupToken(db(), {
    id: hashToken(token),
    purpose: "first-admin",
    userId: null,
    expiresAt: new Date(Date.now() + SETUP_LINK_MS).toISOString(),
  });
  return `${config().baseUrl}/setup/${token}`;
}

export async function firstAdminLinkValid(token: string): Promise<boolean> {
  if ((await countUsers(db())) > 0) return false;
  return Boolean(
    await findSetupToken(db(), hashToken(token), "first-admin", new Date().toISOString()),
  );
}

/** Uses the link once to create the first administrator. */
export async function createFirstAdmin(
  token: string,
  input: AccountInput,
): Promise<Result<{ userId: number }>> {
  if (!(await firstAdminLinkValid(token))) return failure("account.setup-link-expired");
  const parsed = accountSchema.safeParse(input);
  if (!parsed.success)
    return failure("account.create-invalid", { fields: fieldErrors(parsed.error) });
  const taken = await takeSetupToken(
    db(),
    hashToken(token),
    "first-admin",
    new Date().toISOString(),
  );
  if (!taken) return failure("account.setup-link-expired");
  return createAccount(input, "admin");
}
