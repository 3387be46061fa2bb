import "../server/environment.ts";
import { parseArgs } from "node:util";
import type { z } from "zod";
import { db } from "../app/db/client.server.ts";
import type { Role } from "../app/db/schema.ts";
import { migrate } from "../app/db/migrate.server.ts";
import {
  createAccount,
  profileSchema,
  usernameSchema,
} from "../app/domain/accounts/accounts.server.ts";
import { checkPassword } from "../app/domain/accounts/password-policy.server.ts";
import { ROLE_LABELS } from "../app/lib/permissions.ts";
import { terminalQuestions } from "./support/terminal.ts";

const USAGE = `usage: npm run user:create -- [options]

Creates a staff account (สร้างบัญชีเจ้าหน้าที่). At a terminal, whatever is not given is asked
for, the password twice without echo; elsewhere every value must be given.

  --username NAME      a-z, digits, dot, hyphen and underscore, 3 to 50 characters
  --first-name NAME    first name (ชื่อ)
  --last-name NAME     last name (นามสกุล)
  --email ADDRESS      for the site's notices to this person (optional)
  --role ROLE          admin (${ROLE_LABELS.admin}) or staff (${ROLE_LABELS.staff})
  --password TEXT      at least 10 characters; or USER_PASSWORD in the environment
  -h, --help           this help

  npm run user:create -- --username somchai --role admin --first-name สมชาย --last-name ใจดี`;

/** A mistake in how the command was called: one line, then the usage; nothing is created. */
function refuse(message: string): never {
  console.error(`user:create: ${message}\n\n${USAGE}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      username: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      email: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  }));
} catch (error) {
  refuse((error as Error).message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const ROLES: Record<string, Role> = { admin: "admin", "1": "admin", staff: "staff", "2": "staff" };
if (values.role !== undefined && !(values.role === "admin" || values.role === "staff"))
  refuse(`--role must be admin (${ROLE_LABELS.admin}) or staff (${ROLE_LABELS.staff})`);

type Answers = { username?: string; firstName?: string; lastName?: string; role?: Role };
const given: Answers = {
  username: values.username,
  firstName: values["first-name"],
  lastName: values["last-name"],
  role: values.role as Role | undefined,
};
let password = values.password ?? process.env.USER_PASSWORD;

if (!process.stdin.isTTY) {
  const missing = [
    given.username === undefined && "--username",
    given.firstName === undefined && "--first-name",
    given.lastName === undefined && "--last-name",
    given.role === undefined && "--role",
    password === undefined && "--password (or USER_PASSWORD)",
  ].filter(Boolean);
  if (missing.length) refuse(`not at a terminal, so give ${missing.join(", ")}`);
}

await migrate(db());
const terminal = process.stdin.isTTY ? terminalQuestions() : null;

/** Asks until `check` has nothing to say about the answer (a Thai message when it does). */
async function askUntil(
  question: string,
  check: (answer: string) => string | null,
  hidden = false,
): Promise<string> {
  for (;;) {
    const answer = hidden ? await terminal!.askHidden(question) : await terminal!.ask(question);
    const problem = check(answer);
    if (!problem) return answer;
    console.log(`  ${problem}`);
  }
}

const problemOf = (schema: z.ZodType) => (answer: string) =>
  schema.safeParse(answer).error?.issues[0]?.message ?? null;

async function askMissing(answers: Answers): Promise<Required<Answers>> {
  const username =
    answers.username ?? (await askUntil("username (ชื่อผู้ใช้)", problemOf(usernameSchema)));
  const firstName =
    answers.firstName ??
    (await askUntil("first name (ชื่อ)", problemOf(profileSchema.shape.firstName)));
  const lastName =
    answers.lastName ??
    (await askUntil("last name (นามสกุล)", problemOf(profileSchema.shape.lastName)));
  const role =
    answers.role ??
    ROLES[
      (
        await askUntil(
          `role (บทบาท): 1 = ${ROLE_LABELS.admin} (admin), 2 = ${ROLE_LABELS.staff} (staff)`,
          (answer) => (ROLES[answer.trim()] ? null : "ตอบ 1 หรือ 2 (answer 1 or 2)"),
        )
      ).trim()
    ]!;
  return { username, firstName, lastName, role };
}

async function askPassword(who: Required<Answers>): Promise<string> {
  for (;;) {
    const first = await askUntil(
      "password (รหัสผ่าน, at least 10 characters)",
      (answer) => {
        const verdict = checkPassword(answer, who);
        return verdict.ok ? null : verdict.message;
      },
      true,
    );
    const again = await terminal!.askHidden("password again (ยืนยันรหัสผ่าน)");
    if (again === first) return first;
    console.log("  รหัสผ่านทั้งสองครั้งไม่ตรงกัน กรุณากรอกใหม่ (the two passwords differ)");
  }
}

const asked = new Set<string>();
let answers: Answers = given;
for (;;) {
  const complete = await askMissing(answers);
  for (const field of Object.keys(complete))
    if (answers[field as keyof Answers] === undefined) asked.add(field);
  if (password === undefined) {
    password = await askPassword(complete);
    asked.add("password");
  }
  const result = await createAccount({ ...complete, email: values.email, password }, complete.role);
  if (result.ok) {
    terminal?.close();
    await db().destroy();
    console.log(
      `created ${complete.role === "admin" ? "administrator" : "general user"} (${ROLE_LABELS[complete.role]}) "${complete.username.trim()}" (id ${result.userId})`,
    );
    break;
  }
  for (const [field, message] of Object.entries(result.fields))
    console.error(`${field}: ${message}`);
  // At a terminal, what was typed and refused is asked again; a refused flag is the caller's to fix.
  const retry = Object.keys(result.fields).every((field) => asked.has(field));
  if (!terminal || !retry) {
    terminal?.close();
    await db().destroy();
    process.exit(1);
  }
  const refused = result.fields;
  answers = Object.fromEntries(
    Object.entries(complete).filter(([field]) => !(field in refused)),
  ) as Answers;
  if ("password" in refused) password = undefined;
}
