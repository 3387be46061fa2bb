import { randomBytes } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import fs from "node:fs/promises";
import { chromium, type Locator, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { CHROMIUM_FLAGS, HEADLESS_SHELL, requireChromium } from "./support/chromium.ts";
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
// A new password each run, of the same 22 characters typed: the typing is part of the estimate.
const ADMIN = {
  username: "bench.admin",
  password: randomBytes(16).toString("base64url"),
  firstName: "ผู้ดูแล",
  lastName: "การประเมิน",
  role: "admin",
} as const;
const YEAR = 2569;
const KLM = { decide: 1.35, point: 1.1, press: 0.2, char: 0.28 };
const STATE = /^(ครบถ้วน|รอตรวจ|ไม่เป็นปัจจุบัน|ยังไม่มี)/;

/** What a stretch of the journey cost: actions, characters typed and the site's answers. */
class Tally {
  actions = 0;
  characters = 0;
  waitedMs = 0;

  async timed<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.waitedMs += performance.now() - started;
    }
  }

  async click(page: Page, target: Locator) {
    this.actions++;
    await this.timed(async () => {
      await target.click();
      await page.waitForLoadState("load");
    });
  }

  async type(target: Locator, text: string) {
    this.actions++;
    this.characters += text.length;
    await target.fill(text);
  }

  async choose(target: Locator, value: string) {
    this.actions++;
    await target.selectOption(value);
  }

  /** A person's time by the keystroke-level model, the site's answers included, in seconds. */
  personS(): number {
    return (
      this.actions * (KLM.decide + KLM.point + KLM.press) +
      this.characters * KLM.char +
      this.waitedMs / 1000
    );
  }

  line(): string {
    return `${this.actions} actions, ${this.characters} characters typed, site answers ${(this.waitedMs / 1000).toFixed(1)} s: about ${this.personS().toFixed(0)} s for a person`;
  }
}

async function states(page: Page): Promise<Record<string, string>> {
  await page.getByRole("rowheader").first().waitFor();
  const rows = await page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") })
    .evaluateAll((trs) =>
      trs.map((r) => [
        r.querySelector("th")!.textContent!.trim(),
        r.querySelectorAll("td")[2]!.textContent!.trim(),
      ]),
    );
  return Object.fromEntries(rows.map(([code, text]) => [code!, STATE.exec(text!)?.[1] ?? text!]));
}

const notComplete = (board: Record<string, string>) =>
  Object.entries(board)
    .filter(([, state]) => state !== "ครบถ้วน")
    .map(([code, state]) => `${code} (${state})`)
    .join(", ") || "none";

const server = await startProductionServer(benchPort("ita"), {
  accounts: [ADMIN],
  beforeStart(dataDir) {
    const db = new DatabaseSync(path.join(dataDir, "site.db"));
    db.exec("delete from ita_evidence; delete from ita_items;");
    db.close();
  },
});
const browser = await chromium.launch({
  executablePath: requireChromium(HEADLESS_SHELL),
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage({ locale: "th-TH", timezoneId: "Asia/Bangkok" });
  const board = `${server.baseUrl}/admin/ita?year=${YEAR}`;

  // The whole list: sign in, open the year from the shipped list, export it.
  const list = new Tally();
  await list.timed(() => page.goto(`${server.baseUrl}/signin`));
  await list.type(page.getByLabel("ชื่อผู้ใช้", { exact: true }), ADMIN.username);
  await list.type(page.getByLabel("รหัสผ่าน", { exact: true }), ADMIN.password);
  await list.click(page, page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }));
  await page.waitForURL(/\/admin/);
  await list.click(page, page.getByRole("link", { name: "ความพร้อม ITA", exact: true }));
  const open = page.getByRole("region", { name: "เปิดปีการประเมินใหม่" });
  await list.choose(open.getByLabel("คัดลอกจาก"), "standard");
  await list.type(open.getByLabel("ปี พ.ศ. ที่จะเปิด"), String(YEAR));
  await list.click(page, open.getByRole("button", { name: "เปิดปี" }));
  await page.waitForURL(board);
  const opened = await states(page);
  list.actions++;
  const [download] = await list.timed(() =>
    Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "CSV" }).click()]),
  );
  const rows = parse(await fs.readFile((await download.path())!, "utf8"), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  const complete = Object.values(opened).filter((s) => s === "ครบถ้วน").length;

  // An item's page opens from its title, the first link of its row (the second, when the item
  // is not complete, goes to where it is fixed).
  const itemLink = (code: string) =>
    page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: code, exact: true }) })
      .getByRole("link")
      .first();
  const back = async (tally: Tally) => {
    await tally.click(page, page.getByRole("link", { name: `← ความพร้อม ITA ปี ${YEAR}` }));
    await page.waitForURL(board);
  };

  // An item the rules missed, its document chosen from the page's suggestions: O13's HR policy.
  const suggested = new Tally();
  await suggested.click(page, itemLink("O13"));
  const suggestion = page
    .getByRole("region", { name: "เอกสารที่น่าจะตรงกับรายการนี้" })
    .getByRole("button", { name: /^เลือก นโยบายการบริหารทรัพยากรบุคคล/ });
  await suggested.click(page, suggestion);
  await page.getByRole("status").filter({ hasText: "เพิ่มหลักฐานแล้ว" }).waitFor();
  await back(suggested);
  const after = await states(page);

  // One found by typing words of its title: O11's summary for June.
  const searched = new Tally();
  await searched.click(page, itemLink("O11"));
  await searched.type(page.getByLabel("ค้นหาจากชื่อเรื่อง"), "จัดซื้อจัดจ้าง มิถุนายน");
  await searched.click(page, page.getByRole("button", { name: "ค้นหา", exact: true }));
  await searched.click(page, page.getByRole("button", { name: /^เลือก / }).first());
  await page.getByRole("status").filter({ hasText: "เพิ่มหลักฐานแล้ว" }).waitFor();
  await back(searched);

  const items = Object.keys(opened).length;
  const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;
  console.log(
    `\nyear ${YEAR} from the shipped list on the demo office's documents: ${items} items, ${complete} complete at once; not complete: ${notComplete(opened)}`,
  );
  console.log(
    `CSV: ${rows.length} rows in item order, each with its own address (${rows[0]!.URL} …)`,
  );
  console.log(`\nthe list, from signing in to the CSV: ${list.line()}`);
  console.log(`an item's document chosen from its suggestions: ${suggested.line()}`);
  console.log(`an item's document found by typing: ${searched.line()}`);
  console.log(
    `O13 after choosing last year's policy: ${after.O13} (the board asks for this year's)`,
  );
  console.log(
    `\nan administrator's time, by the keystroke-level model:\n` +
      `  the demo office (the shipped rules find the documents): ${minutes(list.personS())}\n` +
      `  no rule finds anything, every item chosen from its suggestions: ${minutes(list.personS() + items * suggested.personS())}\n` +
      `  no rule finds anything and every document is searched for: ${minutes(list.personS() + items * searched.personS())}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
