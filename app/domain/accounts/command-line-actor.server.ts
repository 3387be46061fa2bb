import { db } from "../../db/client.server.ts";
import { findAccount, listAccounts, type AccountRow } from "../../db/accounts/users.server.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../lib/request-context.ts";

function actorOf(account: AccountRow, what: string, method: string): Actor {
  return {
    user: {
      id: account.id,
      username: account.username,
      first_name: account.first_name,
      last_name: account.last_name,
      role: account.role,
      mustChangePassword: false,
    },
    client: { ip: "", userAgent: what, method, path: what, sessionToken: null },
  };
}

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
  return actorOf(account, command, "CLI");
}

/**
 * The person who started background work, acting in it: checked again as they are now (a
 * disabled account or a lost permission stops the work) and audited under their name.
 */
export async function actorOfAccount(id: number | null, what: string): Promise<Actor> {
  const account = id === null ? null : await findAccount(db(), id);
  if (!account || account.disabled)
    throw new AppError("auth.forbidden", { message: "ผู้เริ่มงานนี้ไม่มีบัญชีที่ใช้งานได้แล้ว" });
  return actorOf(account, what, "JOB");
}
