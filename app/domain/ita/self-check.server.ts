import { db } from "../../db/client.server.ts";
import { shownItems } from "../../db/content/items.server.ts";
import { matchingDocuments, newestPublished } from "../../db/ita/ita.server.ts";
import { firstListOf, listPath, pageGroupList } from "../../content/admin-kinds.ts";
import { fiscalYearDays, fiscalYearOf } from "../../content/ita.ts";
import { withYear, type ListEntry, type SelfCheckSource } from "../../content/ita-lists.ts";
import { sourceName } from "../../content/ita-source-names.ts";
import { KIND_OFFICE } from "../../content/kind-office.ts";
import type { ItemType } from "../../content/kinds.ts";
import { INFORMATION_REQUEST_TOPIC, type SiteSettings } from "../../content/site-settings.ts";
import { config } from "../../lib/config.server.ts";
import { bangkokDay } from "../../lib/dates.ts";
import { getSiteSettings } from "../site/settings.server.ts";
import { pagesOf } from "../site/site-pages.server.ts";
import { itaListGroups } from "./ita-lists.server.ts";
import { NEW_DOCUMENT_PATH } from "./ita-office.server.ts";

export type CheckState = "present" | "stale" | "missing";
export type Check = { label: string; state: CheckState; note: string; fix: string | null };
export type CheckGroup = { title: string; basis: string; checks: Check[] };

function check(label: string, ok: boolean, fix: string | null, note = ""): Check {
  return { label, state: ok ? "present" : "missing", note: ok ? note : note || "ยังไม่มี", fix };
}

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A page or document that is published, or not. */
function published(label: string, ok: boolean, fix: string): Check {
  return { label, state: ok ? "present" : "missing", note: ok ? "เผยแพร่แล้ว" : "ยังไม่มี", fix };
}

/**
 * A kind the standard asks for (`standard` in `kind-office.ts`), checked: how many are shown, or
 * whether one was published within its days, or ever.
 */
async function kindCheck(type: ItemType, label: string, today: string): Promise<Check> {
  const { unit, freshDays } = KIND_OFFICE[type].standard ?? {};
  const fix = listPath(firstListOf(type));
  if (unit !== undefined) {
    const shown = (await shownItems(db(), type)).length;
    return check(label, shown > 0, fix, `${shown} ${unit}`);
  }
  const ever = await newestPublished(db(), type, EVER(today));
  if (freshDays === undefined) return check(label, ever !== null, fix);
  const one = KIND_OFFICE[type].singular;
  const recent = await newestPublished(db(), type, {
    first: daysBefore(today, freshDays),
    last: today,
  });
  if (recent) return { label, state: "present", note: `มี${one}ใน ${freshDays} วันที่ผ่านมา`, fix };
  return {
    label,
    state: ever ? "stale" : "missing",
    note: ever ? `ไม่มี${one}ใหม่ใน ${freshDays} วันที่ผ่านมา` : `ยังไม่มี${one}`,
    fix,
  };
}

const EVER = (today: string) => ({ first: "1900-01-01", last: today });

/** Whether a category has a published document dated within the days. */
async function publishedIn(category: string, days: { first: string; last: string }) {
  return (await matchingDocuments(db(), { category, keyword: "", ...days })).some(
    (d) => d.status === "published",
  );
}

/** What every check of one self-check reads once. */
type Context = {
  today: string;
  year: number;
  about: Set<string>;
  policies: Set<string>;
  settings: SiteSettings;
};

/** A category's documents: this fiscal year's, or only older ones (stale), or none. */
async function documentsThisYear(label: string, category: string, c: Context): Promise<Check> {
  const fix = NEW_DOCUMENT_PATH;
  if (await publishedIn(category, fiscalYearDays(c.year)))
    return { label, state: "present", note: `มีเอกสารของปีงบประมาณ ${c.year}`, fix };
  const older = await publishedIn(category, EVER(c.today));
  return {
    label,
    state: older ? "stale" : "missing",
    note: older ? `ยังไม่มีเอกสารของปีงบประมาณ ${c.year}` : "ยังไม่มีเอกสาร",
    fix,
  };
}

/** One entry of the list, checked against what the site publishes (its source decides how). */
async function evaluate(entry: ListEntry<SelfCheckSource>, c: Context): Promise<Check> {
  const { source } = entry;
  const label = withYear(entry.label || sourceName(source), c.year);
  const https = config().baseUrl.startsWith("https://");
  switch (source.kind) {
    case "about-page":
      return published(label, c.about.has(source.slug), listPath(pageGroupList("about")));
    case "policy-page":
      return published(label, c.policies.has(source.slug), listPath(pageGroupList("policy")));
    case "documents-year":
      return documentsThisYear(label, source.category, c);
    case "documents-ever":
      return published(label, await publishedIn(source.category, EVER(c.today)), NEW_DOCUMENT_PATH);
    case "content-kind":
      return kindCheck(source.type, label, c.today);
    case "office-contact": {
      const { address, phones, email } = c.settings;
      return check(label, Boolean(address && phones.length && email), "/admin/settings");
    }
    case "social-links":
      return check(label, c.settings.socialLinks.length > 0, "/admin/settings");
    case "request-topic":
      return check(
        label,
        c.settings.contactTopics.includes(INFORMATION_REQUEST_TOPIC),
        "/admin/settings",
        "คำขอเข้ากล่องข้อความในหัวข้อนี้",
      );
    case "contact-form":
      return check(label, true, null, "หน้าติดต่อสำนักงาน");
    case "site-map":
      return check(label, true, null, "หน้าแผนผังเว็บไซต์");
    case "https":
      return check(label, https, null, https ? "" : "ตั้งค่า BASE_URL ให้ขึ้นต้นด้วย https://");
  }
}

/**
 * The office's self-check list (`ita-lists.server.ts`: by default the government website
 * standard's content groups and the Official Information Act's sections 7 and 9), each entry
 * checked against what the site publishes today, with where to fix it.
 */
export async function selfCheck(today = bangkokDay(new Date())): Promise<CheckGroup[]> {
  const year = fiscalYearOf(today);
  const [groups, about, policies, settings] = await Promise.all([
    itaListGroups("self-check"),
    pagesOf("about"),
    pagesOf("policy"),
    getSiteSettings(),
  ]);
  const context: Context = {
    today,
    year,
    about: new Set(about.map((p) => p.slug)),
    policies: new Set(policies.map((p) => p.slug)),
    settings,
  };
  return Promise.all(
    groups.map(async (group) => ({
      title: withYear(group.title, year),
      basis: withYear(group.basis, year),
      checks: await Promise.all(group.entries.map((entry) => evaluate(entry, context))),
    })),
  );
}
