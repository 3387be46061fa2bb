import { db } from "../../db/client.server.ts";
import { shownItems } from "../../db/content/items.server.ts";
import { matchingDocuments, newestPublished } from "../../db/ita/ita.server.ts";
import { firstListOf, listPath, pageGroupList } from "../../content/admin-kinds.ts";
import { fiscalYearDays, fiscalYearOf } from "../../content/ita.ts";
import { KIND_OFFICE, type StandardCheck } from "../../content/kind-office.ts";
import { KINDS, type ItemType } from "../../content/kinds.ts";
import { ABOUT_PAGES } from "../../content/site-pages.ts";
import { INFORMATION_REQUEST_TOPIC } from "../../content/site-settings.ts";
import { POLICY_LINKS } from "../../content/types.ts";
import { config } from "../../lib/config.server.ts";
import { bangkokDay } from "../../lib/dates.ts";
import { getSiteSettings } from "../site/settings.server.ts";
import { pagesOf } from "../site/site-pages.server.ts";
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

/**
 * A kind the standard asks for (`standard` in `kind-office.ts`), checked: how many are shown, or
 * whether one was published within its days, or ever.
 */
async function kindCheck(type: ItemType, standard: StandardCheck, today: string): Promise<Check> {
  const { label, unit, freshDays } = standard;
  const fix = listPath(firstListOf(type));
  if (unit !== undefined) {
    const shown = (await shownItems(db(), type)).length;
    return check(label, shown > 0, fix, `${shown} ${unit}`);
  }
  const ever = await newestPublished(db(), type, { first: "1900-01-01", last: today });
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

/** The checks of the kinds the standard asks for under one of its headings, in registry order. */
function kindChecks(heading: StandardCheck["heading"], today: string): Promise<Check[]> {
  return Promise.all(
    KINDS.flatMap((k) => {
      const standard = KIND_OFFICE[k.type].standard;
      return standard?.heading === heading ? [kindCheck(k.type, standard, today)] : [];
    }),
  );
}

/**
 * The government website standard's content groups and the Official Information Act's sections
 * 7 and 9, checked against what the site publishes today, each with where to fix it.
 */
export async function selfCheck(today = bangkokDay(new Date())): Promise<CheckGroup[]> {
  const year = fiscalYearOf(today);
  const range = fiscalYearDays(year);
  const [about, policies, settings, organisation, services] = await Promise.all([
    pagesOf("about"),
    pagesOf("policy"),
    getSiteSettings(),
    kindChecks("organisation", today),
    kindChecks("services", today),
  ]);
  const EVER = { first: "1900-01-01", last: today };
  const publishedIn = async (category: string, days: { first: string; last: string }) =>
    (await matchingDocuments(db(), { category, keyword: "", ...days })).some(
      (d) => d.status === "published",
    );
  /** A category's documents: this fiscal year's, or only older ones (stale), or none. */
  const documents = async (label: string, category: string): Promise<Check> => {
    if (await publishedIn(category, range))
      return {
        label,
        state: "present",
        note: `มีเอกสารของปีงบประมาณ ${year}`,
        fix: NEW_DOCUMENT_PATH,
      };
    const older = await publishedIn(category, EVER);
    return {
      label,
      state: older ? "stale" : "missing",
      note: older ? `ยังไม่มีเอกสารของปีงบประมาณ ${year}` : "ยังไม่มีเอกสาร",
      fix: NEW_DOCUMENT_PATH,
    };
  };
  const [plans, budget] = await Promise.all([
    documents("แผนงานและโครงการ", "plan"),
    documents("งบประมาณและการจัดซื้อจัดจ้าง", "budget"),
  ]);
  const rules = await publishedIn("basic", EVER);
  const aboutPage = (slug: string) => {
    const page = ABOUT_PAGES.find((p) => p.slug === slug)!;
    return check(
      page.title,
      about.some((p) => p.slug === slug),
      listPath(pageGroupList("about")),
      "เผยแพร่แล้ว",
    );
  };
  return [
    {
      title: "ข้อมูลหน่วยงาน",
      basis: "มาตรฐานเว็บไซต์ภาครัฐ · พ.ร.บ.ข้อมูลข่าวสารฯ มาตรา 7",
      checks: [...["history", "vision", "structure", "duties"].map(aboutPage), ...organisation],
    },
    {
      title: "ข่าวสารและบริการ",
      basis: "มาตรฐานเว็บไซต์ภาครัฐ",
      checks: services,
    },
    {
      title: "ช่องทางติดต่อและการมีส่วนร่วม",
      basis: "มาตรฐานเว็บไซต์ภาครัฐ · พ.ร.บ.ข้อมูลข่าวสารฯ มาตรา 7",
      checks: [
        check(
          "ที่อยู่ โทรศัพท์ และอีเมลของสำนักงาน",
          Boolean(settings.address && settings.phones.length && settings.email),
          "/admin/settings",
        ),
        check(
          "ช่องทางโซเชียลมีเดียอย่างน้อยหนึ่งช่องทาง",
          settings.socialLinks.length > 0,
          "/admin/settings",
        ),
        check("แบบฟอร์มติดต่อ", true, null, "หน้าติดต่อสำนักงาน"),
        check(
          `หัวข้อ “${INFORMATION_REQUEST_TOPIC}” ในแบบฟอร์มติดต่อ (ศูนย์ข้อมูลข่าวสาร)`,
          settings.contactTopics.includes(INFORMATION_REQUEST_TOPIC),
          "/admin/settings",
          "คำขอเข้ากล่องข้อความในหัวข้อนี้",
        ),
        check("แผนผังเว็บไซต์", true, null, "หน้าแผนผังเว็บไซต์"),
      ],
    },
    {
      title: "นโยบายเว็บไซต์และการเข้าถึง",
      basis: "มาตรฐานเว็บไซต์ภาครัฐ",
      checks: [
        ...POLICY_LINKS.map((link) =>
          check(
            link.title,
            policies.some((p) => p.slug === link.slug),
            listPath(pageGroupList("policy")),
            "เผยแพร่แล้ว",
          ),
        ),
        check(
          "เว็บไซต์ใช้ HTTPS",
          config().baseUrl.startsWith("https://"),
          null,
          config().baseUrl.startsWith("https://") ? "" : "ตั้งค่า BASE_URL ให้ขึ้นต้นด้วย https://",
        ),
      ],
    },
    {
      title: `เอกสารที่เปิดให้ตรวจดู ปีงบประมาณ ${year}`,
      basis: "พ.ร.บ.ข้อมูลข่าวสารฯ มาตรา 7 และ 9",
      checks: [
        plans,
        budget,
        check("ระเบียบ คำสั่ง และข้อมูลพื้นฐาน", rules, NEW_DOCUMENT_PATH, "เผยแพร่แล้ว"),
      ],
    },
  ];
}
