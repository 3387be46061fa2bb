import { db } from "../../db/client.server.ts";
import { readSettings, writeSetting } from "../../db/site/settings.server.ts";
import { can } from "../../lib/permissions.ts";
import { audit } from "../operations/audit.server.ts";
import { refuse, type Actor } from "./permission-denied.server.ts";

/** Administrator choices about who may do what; stored under the settings key `security`. */
export type SecuritySettings = {
  /** General users may publish directly instead of submitting for review. */
  staffCanPublish: boolean;
  /** Administrators must use two-factor sign-in. */
  requireTotpForAdmins: boolean;
  /** Health knowledge (สาระสุขภาพ) is published only with a medical review filled in. */
  requireHealthReview: boolean;
};

const DEFAULTS: SecuritySettings = {
  staffCanPublish: false,
  requireTotpForAdmins: false,
  requireHealthReview: false,
};

export async function getSecuritySettings(): Promise<SecuritySettings> {
  const stored = (await readSettings(db())).get("security");
  const value = typeof stored === "object" && stored ? (stored as Partial<SecuritySettings>) : {};
  return {
    staffCanPublish: value.staffCanPublish === true,
    requireTotpForAdmins: value.requireTotpForAdmins === true,
    requireHealthReview: value.requireHealthReview === true,
  };
}

/**
 * Saves the choices, audited; a choice left out is off. (Checked here with `can`: `authorize`
 * reads these settings.)
 */
export async function saveSecuritySettings(
  actor: Actor,
  choices: Partial<SecuritySettings>,
): Promise<void> {
  const settings = { ...DEFAULTS, ...choices };
  if (!can(actor.user, "settings.manage"))
    await refuse(actor, "settings.manage", "security-settings");
  await writeSetting(db(), "security", settings);
  await audit(
    actor.client,
    "settings-changed",
    { userId: actor.user.id, username: actor.user.username },
    `ผู้ใช้ทั่วไปเผยแพร่เองได้: ${settings.staffCanPublish ? "ใช่" : "ไม่"}, ผู้ดูแลต้องยืนยันสองขั้นตอน: ${settings.requireTotpForAdmins ? "ใช่" : "ไม่"}, สาระสุขภาพต้องตรวจทานก่อนเผยแพร่: ${settings.requireHealthReview ? "ใช่" : "ไม่"}`,
  );
}
