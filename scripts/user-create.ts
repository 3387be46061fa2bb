import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { db } from "../app/db/client.server.ts";
import { migrate } from "../app/db/migrate.server.ts";
import { createAccount } from "../app/domain/accounts.server.ts";

/**
 * Creates a staff account. Every value can come from a flag (for automation); the password also
 * from USER_PASSWORD; whatever is missing is asked for, the password without echo.
 *
 *   npm run user:create -- --username somchai --role admin --first-name สมชาย --last-name ใจดี
 */
const { values } = parseArgs({
  options: {
    username: { type: "string" },
    password: { type: "string" },
    role: { type: "string", default: "staff" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
  },
});

if (values.role !== "admin" && values.role !== "staff") {
  console.error('--role must be "admin" (ผู้ดูแลระบบ) or "staff" (ผู้ใช้ทั่วไป)');
  process.exit(2);
}

const prompt = createInterface({
  input: process.stdin,
  output: process.stdout,
  terminal: process.stdin.isTTY,
});

async function ask(question: string, given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) {
    console.error(`missing: ${question} (pass it as a flag when not at a terminal)`);
    process.exit(2);
  }
  return prompt.question(`${question}: `);
}

async function askHidden(question: string): Promise<string> {
  const given = values.password ?? process.env.USER_PASSWORD;
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) {
    console.error("missing: the password (use --password or USER_PASSWORD when not at a terminal)");
    process.exit(2);
  }
  const output = process.stdout.write.bind(process.stdout);
  const answer = prompt.question(`${question}: `);
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return await answer;
  } finally {
    process.stdout.write = output;
    output("\n");
  }
}

await migrate(db());
const input = {
  username: await ask("username (ชื่อผู้ใช้)", values.username),
  firstName: await ask("first name (ชื่อ)", values["first-name"]),
  lastName: await ask("last name (นามสกุล)", values["last-name"]),
  password: await askHidden("password (รหัสผ่าน, at least 10 characters)"),
};
prompt.close();
const result = await createAccount(input, values.role);
await db().destroy();
if (!result.ok) {
  for (const [field, message] of Object.entries(result.errors))
    console.error(`${field}: ${message}`);
  process.exit(1);
}
console.log(
  `created ${values.role === "admin" ? "administrator" : "general user"} "${input.username.trim()}" (id ${result.userId})`,
);
