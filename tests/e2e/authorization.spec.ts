import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { holds, ROUTE_POLICY, type Rule } from "../../app/lib/route-policy.ts";
import routes from "../../app/routes.ts";
import { MATRIX } from "./admin-routes.ts";
import {
  newAccount,
  POSTS,
  SiteDb,
  type Account,
  type Post,
  type Setup,
  type Who,
} from "./authorization-fixtures.ts";

/**
 * The authorisation matrix, generated from the route table (`app/routes.ts`) and the route policy
 * (`app/lib/route-policy.ts`): every back-office page and every action intent, posted with a
 * valid body, by someone signed out, a general user and an administrator. A refusal changes
 * nothing and is audited; an allowed post does what it is for.
 */

type AdminRoute = { pattern: string; file: string };

function adminRoutes(entries: RouteConfigEntry[], prefix = ""): AdminRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${prefix}/${entry.path}` : prefix;
    const own =
      entry.index || (entry.path && !entry.children) ? [{ pattern, file: entry.file }] : [];
    return [...own, ...adminRoutes(entry.children ?? [], pattern)];
  });
}

const ROUTE_TABLE = adminRoutes(routes).filter(
  ({ pattern }) => pattern === "/admin" || pattern.startsWith("/admin/"),
);
const BASE = process.env.E2E_BASE_URL!;
const WHO: Who[] = ["anonymous", "staff", "admin"];

test("every back-office route has a rule in the route policy and an address here", () => {
  expect(ROUTE_TABLE.length).toBeGreaterThan(5);
  const patterns = ROUTE_TABLE.map((r) => r.pattern).sort();
  expect(Object.keys(ROUTE_POLICY).sort()).toEqual(patterns);
  expect(Object.keys(MATRIX).sort()).toEqual(patterns);
});

/** The route module and the components it renders (followed through their own imports). */
function sources(file: string): { own: string; all: string } {
  const seen = new Set<string>();
  const read = (absolute: string): string => {
    if (seen.has(absolute) || !fs.existsSync(absolute)) return "";
    seen.add(absolute);
    const text = fs.readFileSync(absolute, "utf8");
    const imported = [...text.matchAll(/from "(\.{1,2}\/[^"]+\.tsx?)"/g)]
      .map(([, spec]) => path.resolve(path.dirname(absolute), spec!))
      .filter((p) => p.includes(`${path.sep}components${path.sep}`));
    return [text, ...imported.map(read)].join("\n");
  };
  const absolute = path.resolve("app", file);
  return { own: fs.readFileSync(absolute, "utf8"), all: read(absolute) };
}

/** Intent names written in source: compared, sent by a form or a fetcher, parsed by a schema. */
function intentsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const pattern of [
    /\bintent\s*[!=]==\s*"([\w-]+)"/g,
    /\bintent:\s*(?:z\.literal\()?"([\w-]+)"/g,
    /"intent"(?:,\s*\d+)?\)\s*[!=]==\s*"([\w-]+)"/g,
    /name="intent"\s+value="([\w-]+)"/g,
  ])
    for (const [, name] of text.matchAll(pattern)) found.add(name!);
  return found;
}

test("every intent the back office's source names has a rule, and every rule an intent", () => {
  const everyRule = new Set(
    Object.values(ROUTE_POLICY).flatMap((p) => Object.keys(p.intents ?? {})),
  );
  const everySource = ROUTE_TABLE.map(({ file }) => sources(file).all).join("\n");
  const missing: string[] = [];
  for (const { pattern, file } of ROUTE_TABLE) {
    const rules = Object.keys(ROUTE_POLICY[pattern]?.intents ?? {});
    const { own, all } = sources(file);
    for (const name of intentsIn(own))
      if (!rules.includes(name)) missing.push(`${pattern}: "${name}" in ${file} has no rule`);
    // A component may post to another route (a preview from the editor): a rule there will do.
    for (const name of intentsIn(all))
      if (!everyRule.has(name)) missing.push(`${pattern}: "${name}" has no rule anywhere`);
    // A form elsewhere may post here (an export from the privacy page).
    for (const name of rules)
      if (!everySource.includes(`"${name}"`))
        missing.push(`${pattern}: the rule "${name}" names no intent`);
  }
  expect(missing).toEqual([]);
});

const postKeys = (pattern: string) => [
  ...Object.keys(ROUTE_POLICY[pattern]?.intents ?? {}).map((intent) => `${pattern} ${intent}`),
  ...(ROUTE_POLICY[pattern]?.post ? [`${pattern} POST`] : []),
];
const KEYS = ROUTE_TABLE.flatMap(({ pattern }) => postKeys(pattern));

test("every intent in the policy has a valid post in the matrix", () => {
  expect(Object.keys(POSTS).sort()).toEqual([...KEYS].sort());
});

function ruleOf(key: string): Rule {
  const [pattern, intent] = key.split(" ") as [string, string];
  const policy = ROUTE_POLICY[pattern]!;
  return (intent === "POST" ? policy.post : policy.intents?.[intent])!;
}

async function send(request: APIRequestContext, post: Post): Promise<APIResponse> {
  const headers = { Origin: BASE };
  if (post.raw)
    return request.post(post.url, {
      data: post.raw.data,
      headers: { ...headers, ...post.raw.headers },
      maxRedirects: 0,
    });
  if (post.multipart)
    return request.post(post.url, { multipart: post.multipart, headers, maxRedirects: 0 });
  const entries = Array.isArray(post.form) ? post.form : Object.entries(post.form ?? {});
  return request.post(post.url, {
    data: new URLSearchParams(entries).toString(),
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    maxRedirects: 0,
  });
}

const denials = (db: SiteDb, username: string) =>
  db.count(
    "select count(*) from audit_log where action = 'permission-denied' and username = ?",
    username,
  );
const lastDenial = (db: SiteDb, username: string) =>
  db.get<{ detail: string }>(
    "select detail from audit_log where action = 'permission-denied' and username = ? order by id desc limit 1",
    username,
  )?.detail;

const staffCanPublish = (db: SiteDb) => {
  const row = db.get<{ value: string }>("select value from settings where key = 'security'");
  return row ? (JSON.parse(row.value) as { staffCanPublish?: boolean }).staffCanPublish : false;
};

for (const who of WHO) {
  test(`every back-office page as ${who}`, async ({ playwright }) => {
    const db = new SiteDb();
    const newContext = (cookie?: string) =>
      playwright.request.newContext({
        baseURL: BASE,
        extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
      });
    const account: Account | null =
      who === "anonymous" ? null : await newAccount(db, newContext, who);
    const request = account?.request ?? (await newContext());
    const seen: string[] = [];
    const expected: string[] = [];
    for (const { pattern } of ROUTE_TABLE) {
      const row = MATRIX[pattern]!;
      const url = row.url ?? pattern;
      const rule = ROUTE_POLICY[pattern]!.view;
      const before = account ? denials(db, account.username) : 0;
      const response = await request.get(url, { maxRedirects: 0 });
      const allowed = account !== null && holds({ role: who as "admin" | "staff" }, rule);
      seen.push(`${pattern} ${response.status()}`);
      expected.push(`${pattern} ${who === "anonymous" ? 302 : allowed ? row.ok : 403}`);
      if (who === "anonymous")
        expect(response.headers().location, `${pattern} GET`).toMatch(/^\/signin\?next=/);
      else if (!allowed) {
        expect(denials(db, account!.username), `${pattern}: refusal audited`).toBe(before + 1);
        expect(lastDenial(db, account!.username)).toBe(
          `${rule} GET ${new URL(url, BASE).pathname}`,
        );
      }
    }
    expect(seen).toEqual(expected);
    await request.dispose();
    db.close();
  });
}

for (const key of KEYS) {
  for (const who of WHO) {
    test(`POST ${key} as ${who}`, async ({ browser, playwright }) => {
      const db = new SiteDb();
      const newContext = (cookie?: string) =>
        playwright.request.newContext({
          baseURL: BASE,
          extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
        });
      const admin = await newAccount(db, newContext, "admin");
      const poster = who === "anonymous" ? null : await newAccount(db, newContext, who);
      const setup: Setup = {
        db,
        admin: admin.request,
        poster,
        newStaff: async () => (await newAccount(db, newContext, "staff")).request,
        formEntries: async (url, selector) => {
          const context = await browser.newContext();
          await context.addCookies([{ name: "session", value: admin.token, url: BASE }]);
          const page = await context.newPage();
          await page.goto(url);
          const entries = await page
            .locator(selector)
            .evaluate((form) =>
              [...new FormData(form as HTMLFormElement)].map(([k, v]) => [k, String(v)]),
            );
          await context.close();
          return entries as [string, string][];
        },
      };
      const make = POSTS[key];
      expect(make, `a valid post for ${key}`).toBeDefined();
      const post = await make!(setup);
      const rule = ruleOf(key);
      const allowed =
        poster !== null &&
        holds({ role: who as "admin" | "staff" }, rule, { staffCanPublish: staffCanPublish(db) });
      const before = poster ? denials(db, poster.username) : 0;
      const response = await send(poster?.request ?? (await newContext()), post);
      const body = response.status() >= 400 ? (await response.text()).slice(0, 400) : "";
      try {
        if (who === "anonymous") {
          expect(response.status(), body).toBe(302);
          expect(response.headers().location).toMatch(/^\/signin\?next=/);
        } else expect(response.status(), body).toBe(allowed ? post.ok : 403);
        if (post.changed)
          expect(post.changed(), allowed ? "the post took effect" : "nothing changed").toBe(
            allowed,
          );
        if (poster && !allowed) {
          expect(denials(db, poster.username), "the refusal is audited").toBe(before + 1);
          expect(lastDenial(db, poster.username)).toMatch(
            new RegExp(`^${rule.replace(".", "\\.")} POST `),
          );
        }
      } finally {
        if (allowed) await post.after?.();
        db.close();
      }
    });
  }
}
