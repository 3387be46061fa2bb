import { DEFAULT_SETTINGS, type SiteSettings } from "../content/site-settings.ts";
import { db } from "../db/client.server.ts";
import { readSettings } from "../db/settings.server.ts";

/** Public site settings: stored values over defaults. Never holds secrets. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const stored = await readSettings(db());
  const site = stored.get("site");
  return { ...DEFAULT_SETTINGS, ...(typeof site === "object" && site ? site : {}) };
}
