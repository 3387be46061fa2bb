import { expect, test, type Page } from "@playwright/test";
import { firstItemPath, pageReady } from "./helpers.ts";

/** Every request the page makes to a host other than this site. */
function thirdPartyRequests(page: Page): string[] {
  const site = new URL(process.env.E2E_BASE_URL!).host;
  const seen: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith("http") && url.host !== site) seen.push(r.url());
  });
  return seen;
}

/** The multimedia items whose video comes from YouTube. */
async function youtubeItem(page: Page): Promise<string> {
  await page.goto("/multimidia");
  for (const path of await page
    .locator(".card-link")
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")!))) {
    await page.goto(path);
    if (await page.getByRole("button", { name: /เล่นวิดีโอจาก YouTube/ }).count()) return path;
  }
  throw new Error("no YouTube item in the demo content");
}

test("before any choice: no cookie at all, nothing stored, no request to another site", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const external = thirdPartyRequests(page);
  const video = await youtubeItem(page);
  for (const path of ["/", await firstItemPath(page, "/news/health"), "/contact", video]) {
    await page.goto(path);
    await pageReady(page);
  }
  await expect(page.getByRole("region", { name: "เว็บไซต์นี้ใช้คุกกี้" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(await context.cookies()).toEqual([]);
  // Only what the cookie policy lists as strictly necessary, kept for this tab: scroll
  // positions for the back button, and a page that failed to load.
  const essential = ["react-router-scroll-positions", "sukhaphap:pending-navigation"];
  expect(
    await page.evaluate(
      (keep) => [
        ...Object.keys(localStorage),
        ...Object.keys(sessionStorage).filter((k) => !keep.includes(k)),
      ],
      essential,
    ),
  ).toEqual([]);
  expect(external).toEqual([]);
  await context.close();
});

test("refusing is one click, sets only the consent cookie, and a video still plays on request", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const video = await youtubeItem(page);
  const external = thirdPartyRequests(page);
  await page.goto(video);
  await page.getByRole("button", { name: "ปฏิเสธทั้งหมด" }).click();
  await expect(page).toHaveURL(video);
  await expect(page.getByRole("region", { name: "เว็บไซต์นี้ใช้คุกกี้" })).toHaveCount(0);
  const cookies = await context.cookies();
  expect(cookies.map((c) => [c.name, c.httpOnly, c.sameSite])).toEqual([["consent", true, "Lax"]]);
  expect(cookies[0]!.value).toMatch(/^1\.[\w-]{16}\.00$/);
  expect(external).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);

  await pageReady(page);
  await page.getByRole("button", { name: /เล่นวิดีโอจาก YouTube/ }).click();
  await expect(page.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
  );
  await context.close();
});

test("allowing outside media per purpose loads players with the page; the choice can change", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const video = await youtubeItem(page);
  await page.goto("/policy/cookies#cookie-settings");
  const settings = page.locator("#cookie-settings");
  await settings.getByLabel("สื่อจากผู้ให้บริการภายนอก").check();
  await settings.getByRole("button", { name: "บันทึกตัวเลือก" }).click();
  await expect(settings).toContainText("สื่อจากผู้ให้บริการภายนอก อนุญาต");
  await expect(settings).toContainText("คุกกี้เพื่อการใช้งาน ไม่อนุญาต");
  await expect(settings).toContainText("บันทึกไว้ 1 ครั้ง");
  await page.goto(video);
  await expect(page.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/,
  );

  await page.goto("/policy/cookies#cookie-settings");
  await settings.getByRole("button", { name: "ปฏิเสธทั้งหมด" }).click();
  await expect(settings).toContainText("บันทึกไว้ 2 ครั้ง");
  await page.goto(video);
  await expect(page.locator("iframe")).toHaveCount(0);
  await context.close();
});
