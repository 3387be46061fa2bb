import { expect, test } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { draftAnnouncement, pageReady } from "./helpers.ts";
import { SiteDb } from "./site-db.ts";
import { signedInContext } from "./staff-session.ts";

const BANGKOK_MS = 7 * 3_600_000;

/** A whole minute a minute or two away, as a `datetime-local` value in Thai time. */
function minuteAhead(): string {
  const at = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
  return new Date(at + BANGKOK_MS).toISOString().slice(0, 16);
}

/**
 * Brings an item's scheduled publication forward to `at`, as if its minute had come sooner: the
 * time on the item and on its queued job, which still has to come due and run in the server.
 */
function bringForward(id: string, at: string) {
  const db = new SiteDb();
  const job = `{"itemId":${id},%`;
  expect(
    db.count(
      "select count(*) from jobs where kind = 'publish-scheduled' and status = 'queued' and payload like ?",
      job,
    ),
  ).toBe(1);
  db.run("update items set published_at = ? where id = ? and status = 'scheduled'", at, Number(id));
  db.run(
    "update jobs set run_at = ?, payload = ? where kind = 'publish-scheduled' and status = 'queued' and payload like ?",
    at,
    JSON.stringify({ itemId: Number(id), at }),
    job,
  );
  db.close();
}

test("a scheduled announcement appears on its list, in the sitemap and in the feed when its time comes", async ({
  browser,
}) => {
  const title = `ประกาศตั้งเวลา ${Date.now().toString(36)}`;
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  const id = await draftAnnouncement(page, title);

  await page.goto(`/admin/data/${id}/general/-/setting`);
  await pageReady(page);
  await page.getByLabel("เวลาเผยแพร่ (เวลาประเทศไทย)").fill(minuteAhead());
  await page.getByRole("button", { name: "ตั้งเวลาเผยแพร่" }).click();
  await expect(page.getByText("สถานะ: ตั้งเวลาเผยแพร่")).toBeVisible();

  const when = { at: Date.now() + 8_000 };
  bringForward(id, new Date(when.at).toISOString());

  const visitor = await browser.newContext();
  const list = await visitor.newPage();
  await list.goto("/general");
  await expect(list.getByRole("link", { name: title })).toHaveCount(0);

  await expect
    .poll(
      async () => {
        await list.goto("/general");
        return list.getByRole("link", { name: title }).count();
      },
      { timeout: when.at - Date.now() + 30_000, intervals: [1_000] },
    )
    .toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(when.at);
  const slug = (await list.getByRole("link", { name: title }).getAttribute("href"))!;
  expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(slug);
  expect(await (await visitor.request.get("/feeds/general.xml")).text()).toContain(title);

  await page.reload();
  await expect(page.getByText("สถานะ: เผยแพร่แล้ว")).toBeVisible();
  await visitor.close();
  await admin.close();
});
