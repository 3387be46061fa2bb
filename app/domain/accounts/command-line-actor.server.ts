import { db } from "../../db/client.server.ts";
import { listAccounts } from "../../db/accounts/users.server.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../lib/request-context.ts";

/**
 * The administrator a command acts as, named by username or else the first enabled one: its work
 * is checked and audited like the same work done in the back-office, from "the command line".
 */
export async function commandLineActor(command: string, username?: string): Promise<Actor> {
  const admins = (await listAccounts(db())).filter((a) => a.role === "admin" && !a.disabled);
  const account = username ? admins.find((a) => a.username === username) : admins[0];
  if (!account)
    throw new AppError("request.invalid", {
      message: username
        ? `ไม่พบผู้ดูแลระบบชื่อ ${username} ที่ใช้งานได้`
        : "ยังไม่มีบัญชีผู้ดูแลระบบ: สร้างก่อนด้วย npm run user:create -- --role admin",
    });
  return {
    user: {
      id: account.id,
      username: account.username,
      first_name: account.first_name,
      last_name: account.last_name,
      role: account.role,
      mustChangePassword: false,
    },
    client: { ip: "", userAgent: command, method: "CLI", path: command, sessionToken: null },
  };
}
