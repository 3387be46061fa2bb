import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { CHROMIUM_FLAGS, requireChromium } from "./support/chromium.ts";
import { benchPort } from "./support/ports.ts";
import { startProductionServer } from "./support/server.ts";

/**
 * How long an administrator takes to produce the assessment list (ITA/OIT) from a site whose
 * documents are in place but which has no assessment set up yet: the demo office with its ITA
 * rows removed. Chromium does what the administrator would, one action at a time; the script counts
 * the actions and the characters typed, times the site's answers, and estimates the person's time
 * with the keystroke-level model (Card, Moran and Newell): 1.35 s to decide each action, 1.1 s to
 * point, 0.2 s to click or press a key, 0.28 s a typed character (an average typist).
 */
const ADMIN = {
  username: "bench.admin",
  password: "ผู้ดูแลการประเมิน 2569",
  firstName: "ผู้ดูแล",
  lastName: "การประเมิน",
  role: "admin",
} as const;
const YEAR = 2569;
/** Where the administrator finds each item the shipped rules leave missing: words of a title. */
const FIXES: Record<string, string> = {
  O8: "คู่มือการปฏิบัติงาน",
  O9: "คู่มือการปฏิบัติงาน",
  O13: "นโยบายการบริหารทรัพยากรบุคคล",
  O14: "การบริหารและพัฒนาทรัพยากรบุคคล",
  O16: "ร้องเรียนการทุจริต",
  O22: "จัดการความเสี่ยง",
  O24: "ป้องกันการทุจริต",
  O26: "ตามมาตรการ",
};

const KLM = { decide: 1.35, point: 1.1, press: 0.2, char: 0.28 };
let clicks = 0;
let characters = 0;
let waitedMs = 0;

async function timed<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    waitedMs += performance.now() - started;
  }
}

async function click(page: Page, target: ReturnType<Page["locator"]>) {
  clicks++;
  await timed(async () => {
    await target.click();
    await page.waitForLoadState("load");
  });
}

async function type(target: ReturnType<Page["locator"]>, text: string) {
  clicks++;
  characters += text.length;
  await target.fill(text);
}

const server = await startProductionServer(benchPort("ita"), {
  accounts: [ADMIN],
  beforeStart(dataDir) {
    const db = new DatabaseSync(path.join(dataDir, "site.db"));
    db.exec("delete from ita_evidence; delete from ita_items;");
    db.close();
  },
});
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ locale: "th-TH", timezoneId: "Asia/Bangkok" });
  const started = performance.now();
  await timed(() => page.goto(`${server.baseUrl}/signin`));
  await type(page.getByLabel("ชื่อผู้ใช้", { exact: true }), ADMIN.username);
  await type(page.getByLabel("รหัสผ่าน", { exact: true }), ADMIN.password);
  await click(page, page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }));
  await page.waitForURL(/\/admin/);
  await click(page, page.getByRole("link", { name: "ความพร้อม ITA", exact: true }));
  await page.waitForURL(/\/admin\/ita/);

  const open = page.getByRole("region", { name: "เปิดปีการประเมินใหม่" });
  clicks++;
  await open.getByLabel("คัดลอกจาก").selectOption("standard");
  await type(open.getByLabel("ปี พ.ศ. ที่จะเปิด"), String(YEAR));
  await click(page, open.getByRole("button", { name: "เปิดปี" }));
  await page.waitForURL(new RegExp(`year=${YEAR}$`));
  const stateOf = async () =>
    Object.fromEntries(
      await page
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader") })
        .evaluateAll((rows) =>
          rows.map((r) => [
            r.querySelector("th")!.textContent!.trim(),
            r.querySelectorAll("td")[2]!.textContent!.trim(),
          ]),
        ),
    ) as Record<string, string>;
  const opened = await stateOf();
  const missing = Object.entries(opened).filter(([, s]) => !s.startsWith("ครบถ้วน"));
  console.log(
    `\nyear ${YEAR} opened from the shipped list: ${Object.keys(opened).length} items, ` +
      `${Object.keys(opened).length - missing.length} complete at once; not complete: ` +
      missing.map(([code, s]) => `${code} (${s.split(/\s/)[0]})`).join(", "),
  );

  for (const [code] of missing) {
    const words = FIXES[code];
    if (!words) continue;
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: code, exact: true }) });
    await click(page, row.getByRole("link"));
    await type(page.getByLabel("ค้นหาจากชื่อเรื่อง"), words);
    await click(page, page.getByRole("button", { name: "ค้นหา", exact: true }));
    await click(page, page.getByRole("button", { name: /^เลือก / }).first());
    await page.getByRole("status").filter({ hasText: "เพิ่มหลักฐานแล้ว" }).waitFor();
    await click(page, page.getByRole("link", { name: `← ความพร้อม ITA ปี ${YEAR}` }));
    await page.waitForURL(/\/admin\/ita(\?|$)/);
    if (!page.url().includes(`year=${YEAR}`))
      await timed(() => page.goto(`${server.baseUrl}/admin/ita?year=${YEAR}`));
  }
  const after = await stateOf();
  const left = Object.entries(after).filter(([, s]) => !s.startsWith("ครบถ้วน"));

  clicks++;
  const [download] = await timed(() =>
    Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "CSV" }).click()]),
  );
  const csv = await import("node:fs/promises").then(async (fs) =>
    fs.readFile((await download.path())!, "utf8"),
  );
  const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
  const machineS = (performance.now() - started) / 1000;

  const typedChars = characters;
  const human =
    clicks * (KLM.decide + KLM.point + KLM.press) + typedChars * KLM.char + waitedMs / 1000;
  console.log(
    `after attaching evidence: ${Object.keys(after).length - left.length} of ${Object.keys(after).length} complete; ` +
      `still not complete: ${left.map(([code, s]) => `${code} (${s.split(/\s/)[0]})`).join(", ") || "none"}`,
  );
  console.log(
    `CSV: ${rows.length} rows, each with its own address (${rows[0]?.URL ?? "?"} …)\n` +
      `\nactions ${clicks} (clicks, choices and fields), characters typed ${typedChars}, ` +
      `waiting for the site ${(waitedMs / 1000).toFixed(1)} s, the whole scripted run ${machineS.toFixed(1)} s`,
  );
  console.log(
    `estimated time for a person (keystroke-level model): ${(human / 60).toFixed(1)} minutes ` +
      `(${human.toFixed(0)} s)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
