import { randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "../db/client.server.ts";
import type { Role } from "../db/schema.ts";
import { findSetupToken, insertSetupToken, takeSetupToken } from "../db/setup-tokens.server.ts";
import { countUsers, insertUser, usernameTaken } from "../db/users.server.ts";
import { config } from "../lib/config.server.ts";
import { hashToken } from "./auth.server.ts";
import { checkPassword } from "./password-policy.server.ts";
import { hashPassword } from "./passwords.server.ts";

const SETUP_LINK_MS = 60 * 60_000;

const CONTROL = /\p{Cc}/u;

/** A new account's fields, checked with Thai messages; the password against the policy. */
export const accountSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(3, "ชื่อผู้ใช้ต้องยาวอย่างน้อย 3 ตัวอักษร")
      .max(50, "ชื่อผู้ใช้ยาวเกิน 50 ตัวอักษร")
      .regex(/^[a-z0-9._-]+$/, "ชื่อผู้ใช้ใช้ได้เฉพาะ a–z ตัวเลข จุด ขีดกลาง และขีดล่าง"),
    firstName: z.string().trim().min(1, "กรุณากรอกชื่อ").max(100, "ชื่อยาวเกิน 100 ตัวอักษร"),
    lastName: z.string().trim().min(1, "กรุณากรอกนามสกุล").max(100, "นามสกุลยาวเกิน 100 ตัวอักษร"),
    password: z.string(),
  })
  .superRefine((value, ctx) => {
    for (const key of ["firstName", "lastName"] as const) {
      if (CONTROL.test(value[key]))
        ctx.addIssue({ code: "custom", path: [key], message: "มีอักขระที่ใช้ไม่ได้" });
    }
    const verdict = checkPassword(value.password, value);
    if (!verdict.ok) ctx.addIssue({ code: "custom", path: ["password"], message: verdict.message });
  });

export type AccountInput = z.input<typeof accountSchema>;
export type FieldErrors = Partial<Record<keyof AccountInput, string>>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as keyof AccountInput;
    out[key] ??= issue.message;
  }
  return out;
}

/** Creates an account after checking it; a taken username is a field error, not a crash. */
export async function createAccount(
  input: AccountInput,
  role: Role,
): Promise<{ ok: true; userId: number } | { ok: false; errors: FieldErrors }> {
  const parsed = accountSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const account = parsed.data;
  if (await usernameTaken(db(), account.username)) {
    return { ok: false, errors: { username: "ชื่อผู้ใช้นี้มีอยู่แล้ว" } };
  }
  const userId = await insertUser(db(), {
    ...account,
    passwordHash: await hashPassword(account.password),
    role,
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
  return findSetupToken(db(), hashToken(token), "first-admin", new Date().toISOString());
}

/** Uses the link once to create the first administrator. */
export async function createFirstAdmin(
  token: string,
  input: AccountInput,
): Promise<
  { ok: true; userId: number } | { ok: false; errors: FieldErrors } | { ok: false; expired: true }
> {
  const parsed = accountSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  if ((await countUsers(db())) > 0) return { ok: false, expired: true };
  const taken = await takeSetupToken(
    db(),
    hashToken(token),
    "first-admin",
    new Date().toISOString(),
  );
  if (!taken) return { ok: false, expired: true };
  return createAccount(input, "admin");
}
