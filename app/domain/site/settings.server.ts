import { createContext, type RouterContext, type RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  DEFAULT_SETTINGS,
  HOME_COUNT_MAX,
  SETTING_LABELS,
  type SiteSettings,
  type StoredSiteSettings,
} from "../../content/site-settings.ts";
import { PUBLIC_TYPES } from "../../content/types.ts";
import { db } from "../../db/client.server.ts";
import { listImageChoices } from "../../db/media/image-choices.server.ts";
import { findMediaByIds, toImageRef } from "../../db/media/media.server.ts";
import { readSettings, writeSetting } from "../../db/site/settings.server.ts";
import { failure, type Result } from "../../lib/app-error.ts";
import { audit } from "../operations/audit.server.ts";
import { authorize, type Actor } from "../accounts/authorize.server.ts";
import { validateSettingsForm, type SettingsFormValues } from "./site-settings-form.server.ts";
import { pagesChanged } from "../content/page-changes.server.ts";

const D = DEFAULT_SETTINGS;
const text = (fallback: string) => z.string().catch(fallback);

// Each stored value that is missing or of the wrong shape falls back to its default alone.
const storedSchema = z.object({
  officeName: text(D.officeName),
  officeNameEn: text(D.officeNameEn),
  tagline: text(D.tagline),
  logoMediaId: z.number().int().positive().nullable().catch(null),
  address: text(D.address),
  phones: z.array(z.string()).catch(D.phones),
  email: text(D.email),
  openingHours: text(D.openingHours),
  mapUrl: text(D.mapUrl),
  socialLinks: z.array(z.object({ label: z.string(), url: z.string() })).catch(D.socialLinks),
  footerText: text(D.footerText),
  homeSections: z
    .array(
      z.object({ type: z.enum(PUBLIC_TYPES), count: z.number().int().min(1).max(HOME_COUNT_MAX) }),
    )
    .catch(D.homeSections),
  contactTopics: z.array(z.string()).catch(D.contactTopics),
  healthTopics: z.array(z.string()).catch(D.healthTopics),
  privacyNotice: text(D.privacyNotice),
});

/** Every stored setting by key, as one read of them returns. */
export type StoredSettings = Promise<ReadonlyMap<string, unknown>>;

const storedOfRequest = createContext<StoredSettings | null>(null);

/**
 * Every stored setting, read once for one request however many of its parts ask: the root's and
 * the page's loaders, which run side by side, and the site-wide alert the page is drawn with.
 */
export function requestSettings(context: Readonly<RouterContextProvider>): StoredSettings {
  return memo(context, storedOfRequest, () => readSettings(db()));
}

/** The settings as an administrator last saved them, over defaults. */
export async function storedSiteSettings(
  settings: StoredSettings = readSettings(db()),
): Promise<StoredSiteSettings> {
  const stored = (await settings).get("site");
  return storedSchema.parse(typeof stored === "object" && stored ? stored : {});
}

/** Public site settings with the logo image looked up. Never holds secrets. */
export async function getSiteSettings(
  settings: StoredSettings = readSettings(db()),
): Promise<SiteSettings> {
  const stored = await storedSiteSettings(settings);
  return { ...stored, logo: await logoImage(stored.logoMediaId) };
}

const siteSettingsOfRequest = createContext<Promise<SiteSettings> | null>(null);

/** The site settings for one request, made once from its stored settings. */
export function siteSettings(context: Readonly<RouterContextProvider>): Promise<SiteSettings> {
  return memo(context, siteSettingsOfRequest, () => getSiteSettings(requestSettings(context)));
}

function memo<T>(
  context: Readonly<RouterContextProvider>,
  key: RouterContext<Promise<T> | null>,
  make: () => Promise<T>,
): Promise<T> {
  let value = context.get(key);
  if (!value) {
    value = make();
    context.set(key, value);
  }
  return value;
}

async function logoImage(id: number | null) {
  if (id === null) return null;
  const media = (await findMediaByIds(db(), [id])).get(id);
  return media?.kind === "image" ? toImageRef(media) : null;
}

const LOGO_CHOICES = 500;

/** Library images an administrator may pick as the logo. */
export function logoChoices() {
  return listImageChoices(db(), LOGO_CHOICES);
}

/**
 * Checks and stores the settings form; pages read the new values on their next request.
 * Records which settings changed in the audit log.
 */
export async function saveSiteSettings(
  actor: Actor,
  values: SettingsFormValues,
): Promise<Result<{ changed: string[] }>> {
  await authorize(actor, "settings.manage", "site-settings");
  const result = validateSettingsForm(values);
  if (!result.ok) return result;
  const settings = result.settings;
  if (settings.logoMediaId !== null && !(await logoImage(settings.logoMediaId))) {
    return failure("settings.invalid", {
      fields: { logoMediaId: "ไม่พบรูปภาพนี้ในคลังสื่อ กรุณาเลือกใหม่" },
    });
  }
  const before = await storedSiteSettings();
  const changed = (Object.keys(SETTING_LABELS) as (keyof StoredSiteSettings)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(settings[key]))
    .map((key) => SETTING_LABELS[key]);
  if (changed.length === 0) return { ok: true, changed };
  await writeSetting(db(), "site", settings);
  await pagesChanged("all");
  await audit(
    actor.client,
    "settings-changed",
    { userId: actor.user.id, username: actor.user.username },
    `ตั้งค่าเว็บไซต์: ${changed.join(", ")}`,
  );
  return { ok: true, changed };
}
