import { expect, test } from "@playwright/test";
import { keepWordsWhole } from "../../app/lib/whole-words.server.ts";
import { pageReady } from "./helpers.ts";

test("home shows pinned items and the latest of every section, each linking to its list", async ({
  page,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/สำนักงาน/);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.locator(".hero")).toBeVisible();
  const sections: [string, string][] = [
    ["ข่าวสาร", "/news"],
    ["มัลติมีเดีย", "/multimidia"],
    ["อินโฟกราฟิก", "/infographic"],
    ["แกลเลอรี", "/gallery"],
    ["ประกาศทั่วไป", "/general"],
    ["คำถามที่พบบ่อย", "/fqa"],
  ];
  for (const [label, path] of sections) {
    const section = page.locator("section.home-section", {
      has: page.getByRole("heading", { name: label, exact: true }),
    });
    await expect(section.locator(".card").first()).toBeVisible();
    await expect(
      section.getByRole("link", { name: new RegExp(`ดูทั้งหมด.*${label}`) }),
    ).toHaveAttribute("href", path);
  }
});

test("desktop menu opens groups by keyboard, closes with Esc and navigates", async ({ page }) => {
  await page.goto("/");
  await pageReady(page);
  const group = page.getByRole("button", { name: "ข่าวสาร" });
  await group.focus();
  await page.keyboard.press("Enter");
  await expect(group).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(group).toHaveAttribute("aria-expanded", "false");
  await expect(group).toBeFocused();
  await group.click();
  await page.locator("#menu-news").getByRole("link", { name: "สาระสุขภาพ" }).click();
  await expect(page).toHaveURL(/\/news\/knowledge$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("สาระสุขภาพ");
});

test.describe("compact layout at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("slide mode: a slide-out menu with expandable groups, focus kept inside, Esc closes", async ({
    page,
  }) => {
    await page.goto("/");
    await pageReady(page);
    await expect(page.locator(".desktop-menu")).toBeHidden();
    const opener = page.getByRole("link", { name: "เมนู" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "เมนูหลัก" });
    await expect(dialog).toBeVisible();
    await expect(page.locator(".site-header")).toHaveAttribute("data-menu-mode", "slide");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    const group = dialog.getByRole("button", { name: "สื่อสร้างสุข" });
    await group.click();
    await expect(group).toHaveAttribute("aria-expanded", "true");
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole("link", { name: "แกลเลอรี" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(dialog).toBeHidden();
  });

  test("what is typed in the search box right after the menu closes is kept", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await pageReady(page);
    await page.getByRole("link", { name: "เมนู" }).click();
    await expect(page.getByRole("dialog", { name: "เมนูหลัก" })).toBeVisible();
    // From here the page's timers run only when the test says: a quick reader's order, exactly.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.keyboard.press("Escape");
    await page.locator(".site-header").getByRole("link", { name: "ค้นหา", exact: true }).click();
    await page.clock.runFor(120);
    const box = page.getByRole("combobox", { name: "ค้นหาข้อมูลในเว็บไซต์" });
    await box.fill("วัคซีน");
    // Past the moment the closed menu's clearing of the box was due.
    await page.clock.runFor(500);
    await expect(box).toHaveValue("วัคซีน");
  });

  test("page content reflows without horizontal scrolling at 320 px", async ({ page }) => {
    for (const path of ["/", "/news", "/contact"]) {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test("an invalid menu mode shows the Thai toast", async ({ page }) => {
  await page.goto("/?menu=sideways");
  await expect(page.getByRole("status").filter({ hasText: "ประเภทเมนูไม่ถูกต้อง" })).toBeVisible();
});

test("search mode shows live results, opens one by keyboard, and submits to /search", async ({
  page,
}) => {
  await page.goto("/");
  await pageReady(page);
  await page.locator(".site-header").getByRole("link", { name: "ค้นหา", exact: true }).click();
  const box = page.getByRole("combobox", { name: "ค้นหาข้อมูลในเว็บไซต์" });
  await expect(box).toBeFocused();
  await box.fill("วัคซีน");
  const options = page.getByRole("option");
  await expect(options.first()).toBeVisible();
  const firstTitle = (await options.first().locator("span").last().textContent())!;
  await page.keyboard.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  // The live results show titles as written, the item's page with its words kept whole.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(keepWordsWhole(firstTitle));
  await expect(page.locator(".site-header")).toHaveAttribute("data-menu-mode", "normal");
  // The item's page is a page load of its own; before its script runs, the action is a link.
  await pageReady(page);

  await page.locator(".site-header").getByRole("link", { name: "ค้นหา", exact: true }).click();
  await box.fill("ไข้เลือดออก");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?title=%E0%B9%84/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ไข้เลือดออก");
  await expect(page.locator(".search-results li").first()).toBeVisible();
  await expect(page.locator(".site-header")).toHaveAttribute("data-menu-mode", "normal");
  await expect(box).toHaveCount(0);
  await page.waitForTimeout(250);
  await page.locator(".site-header").getByRole("link", { name: "ค้นหา", exact: true }).click();
  await expect(box).toHaveValue("");
});
