import { expect, test } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { draftAnnouncement, hydrated } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

const BANGKOK_MS = 7 * 3_600_000;

/** The next whole minute at least a few seconds away, as a `datetime-local` value in Thai time. */
function nextMinute(): { at: number; input: string } {
  const at = Math.ceil((Date.now() + 5_000) / 60_000) * 60_000;
  return { at, input: new Date(at + BANGKOK_MS).toISOString().slice(0, 16) };
}

test("a scheduled announcement appears on its list, in the sitemap and in the feed when its time comes", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `ประกาศตั้งเวลา ${Date.now().toString(36)}`;
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  const id = await draftAnnouncement(page, title);

  await page.goto(`/admin/data/${id}/general/-/setting`);
  await hydrated(page);
  const when = nextMinute();
  await page.getByLabel("เวลาเผยแพร่ (เวลาประเทศไทย)").fill(when.input);
  await page.getByRole("button", { name: "ตั้งเวลาเผยแพร่" }).click();
  await expect(page.getByText("สถานะ: ตั้งเวลาเผยแพร่")).toBeVisible();

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
      { timeout: when.at - Date.now() + 30_000, intervals: [2_000] },
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
