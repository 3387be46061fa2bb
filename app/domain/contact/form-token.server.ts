import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { db } from "../../db/client.server.ts";
import { settingOnce } from "../../db/site/settings.server.ts";

/** The key that signs form tokens, made once and shared by every instance through the database. */
async function formKey(): Promise<Buffer> {
  const hex = await settingOnce(db(), "form-key", () => randomBytes(32).toString("hex"));
  return Buffer.from(String(hex), "hex");
}

const sign = (key: Buffer, issued: string) =>
  createHmac("sha256", key).update(`form:${issued}`).digest("base64url");

/** A token carrying when the form was shown, signed so it cannot be back-dated. */
export async function issueFormToken(now: Date): Promise<string> {
  const issued = String(now.getTime());
  return `${issued}.${sign(await formKey(), issued)}`;
}

/** How long ago the form was shown, in milliseconds; null for a forged or malformed token. */
export async function formTokenAge(token: string, now: Date): Promise<number | null> {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(await formKey(), match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return now.getTime() - Number(match[1]);
}
