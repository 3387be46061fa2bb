import { db } from "../db/client.server.ts";
import { readSettings, writeSetting } from "../db/settings.server.ts";

/** Administrator choices about who may do what; stored under the settings key `security`. */
export type SecuritySettings = {
  /** General users may publish directly instead of submitting for review. */
  staffCanPublish: boolean;
  /** Administrators must use two-factor sign-in. */
  requireTotpForAdmins: boolean;
};

const DEFAULTS: SecuritySettings = { staffCanPublish: false, requireTotpForAdmins: false };

export async function getSecuritySettings(): Promise<SecuritySettings> {
  const stored = (await readSettings(db())).get("security");
  const value = typeof stored === "object" && stored ? (stored as Partial<SecuritySettings>) : {};
  return {
    staffCanPublish: value.staffCanPublish === true,
    requireTotpForAdmins: value.requireTotpForAdmins === true,
  };
}

export async function saveSecuritySettings(settings: SecuritySettings): Promise<void> {
  await writeSetting(db(), "security", { ...DEFAULTS, ...settings });
}
