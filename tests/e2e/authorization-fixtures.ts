import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { totpCode } from "../../app/domain/accounts/totp.server.ts";
import { STAFF } from "./accounts.ts";
import { SiteDb } from "./site-db.ts";

export { SiteDb };

export type Who = "anonymous" | "staff" | "admin";

/** A throwaway account of a role, signed in by a session row of its own. */
export type Account = { id: number; username: string; token: string; request: APIRequestContext };

const now = () => new Date().toISOString();
/**
 * Dated long ago, what this matrix makes sorts last: in the library, and in public lists once
 * published (publishing keeps an earlier date), where other tests open the newest.
 */
const LONG_AGO = "2000-01-01T00:00:00.000Z";
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;

/** A session for a user, as the sign-in would make it; returns the token for the cookie. */
export function sessionFor(db: SiteDb, userId: number): { token: string; id: string } {
  const token = randomBytes(32).toString("base64url");
  const id = createHash("sha256").update(token).digest("hex");
  db.run(
    "insert into sessions (id, user_id, created_at, expires_at, ip, user_agent) values (?, ?, ?, ?, ?, ?)",
    id,
    userId,
    now(),
    new Date(Date.now() + 3_600_000).toISOString(),
    "127.0.0.1",
    "authorisation-matrix",
  );
  return { token, id };
}

/** A new account with the general user's password (its hash copied), and a signed-in session. */
export async function newAccount(
  db: SiteDb,
  newContext: (cookie?: string) => Promise<APIRequestContext>,
  role: "admin" | "staff",
): Promise<Account> {
  const hash = db.get<{ password_hash: string }>(
    "select password_hash from users where username = ?",
    STAFF.username,
  )!.password_hash;
  const username = unique(`matrix.${role}`);
  const id = db.run(
    "insert into users (username, password_hash, first_name, last_name, role, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)",
    username,
    hash,
    "ตาราง",
    "สิทธิ์",
    role,
    now(),
    now(),
  );
  const { token } = sessionFor(db, id);
  return { id, username, token, request: await newContext(`session=${token}`) };
}

/** What a post sends, what an allowed one answers, and how to tell that it took effect. */
export type Post = {
  url: string;
  form?: Record<string, string> | [string, string][];
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
  raw?: { data: Buffer; headers: Record<string, string> };
  ok: number;
  /**
   * Whether the post did what it is for (read from the database). Null for a post that changes
   * nothing even when allowed (a slug check, a token exchange with no provider configured).
   */
  changed: (() => boolean) | null;
  /** Puts back what an allowed post changed that other tests can see. */
  after?: () => Promise<void> | void;
};

export type Setup = {
  db: SiteDb;
  /** An administrator of its own, for making what a post needs. */
  admin: APIRequestContext;
  /** Who will post: the account's own id and name. */
  poster: { id: number; username: string; request: APIRequestContext } | null;
  /** Signs in a general user of its own (for a change that waits for review). */
  newStaff: () => Promise<APIRequestContext>;
  /** The fields of a page's form as the set-up administrator's browser would send them. */
  formEntries: (url: string, selector: string) => Promise<[string, string][]>;
};

const ORIGIN = () => ({ Origin: process.env.E2E_BASE_URL! });

async function expectStatus(response: APIResponse, status: number, what: string) {
  expect(response.status(), `${what}: ${(await response.text()).slice(0, 300)}`).toBe(status);
}

const WORDPRESS_EXPORT = "tests/fixtures/wordpress/export.xml";

/** A WordPress export uploaded by the set-up administrator: its run and its categories' slugs. */
async function importRun(s: Setup): Promise<{ id: number; categories: string[] }> {
  const response = await s.admin.post("/admin/import/upload", {
    data: fs.readFileSync(WORDPRESS_EXPORT),
    headers: { ...ORIGIN(), "X-File-Name": "export.xml" },
  });
  await expectStatus(response, 201, "export uploaded");
  const { id } = (await response.json()) as { id: number };
  const plan = s.db.get<{ plan_report: string }>(
    "select plan_report from import_runs where id = ?",
    id,
  );
  const { categories } = JSON.parse(plan!.plan_report) as { categories: { slug: string }[] };
  return { id, categories: categories.map((c) => c.slug) };
}

/** A draft of a throwaway office news item, written by the set-up administrator. */
async function draft(s: Setup): Promise<{ id: number; title: string }> {
  const title = unique("ข่าวตารางสิทธิ์");
  const response = await s.admin.post("/admin/write/news_office", {
    form: { intent: "save", title, slug: "", summary: "", body: "<p>ทดสอบสิทธิ์</p>", version: "" },
    headers: ORIGIN(),
    maxRedirects: 0,
  });
  await expectStatus(response, 302, "draft");
  const id = Number(/\/news_office\/(\d+)/.exec(response.headers().location ?? "")![1]);
  s.db.run("update items set published_at = ? where id = ?", LONG_AGO, id);
  return { id, title };
}

type ItemRow = {
  version: number;
  status: string;
  title: string;
  slug: string;
  seo_title: string | null;
  pinned: number;
  submitted_at: string | null;
  unpublish_at: string | null;
  deleted_at: string | null;
};
const item = (s: Setup, id: number) =>
  s.db.get<ItemRow>(
    "select version, status, title, slug, seo_title, pinned, submitted_at, unpublish_at, deleted_at from items where id = ?",
    id,
  )!;

const settingsUrl = (id: number) => `/admin/data/${id}/news/office/setting`;

/** Takes a throwaway item through a step as the set-up administrator. */
async function step(s: Setup, id: number, intent: string, extra: Record<string, string> = {}) {
  const response = await s.admin.post(settingsUrl(id), {
    form: { intent, version: String(item(s, id).version), ...extra },
    headers: ORIGIN(),
    maxRedirects: 0,
  });
  await expectStatus(response, 200, `${intent} #${id}`);
}

/** A Thai-time `datetime-local` value a week ahead. */
function nextWeek(): string {
  const at = new Date(Date.now() + 7 * 86_400_000 + 7 * 3_600_000);
  return at.toISOString().slice(0, 16);
}

function media(s: Setup, kind: "video" | "document", captions: string | null = null): number {
  const key = unique("files/matrix");
  return s.db.run(
    "insert into media (kind, hash, storage_key, original_name, mime_type, byte_size, variants, alt, caption, credit, created_at, status, progress, captions_key) values (?, ?, ?, ?, ?, 1, '[]', '', '', '', ?, 'ready', 100, ?)",
    kind,
    key,
    `${key}.${kind === "video" ? "webm" : "pdf"}`,
    `ตารางสิทธิ์.${kind === "video" ? "webm" : "pdf"}`,
    kind === "video" ? "video/webm" : "application/pdf",
    LONG_AGO,
    captions,
  );
}

function message(s: Setup, email = "matrix@example.com"): { id: number; email: string } {
  const id = s.db.run(
    "insert into contact_messages (reference, full_name, phone, email, topic, message, consent_text, consent_at, fingerprint, created_at, updated_at) values (?, 'ผู้ติดต่อ ตารางสิทธิ์', '02-000-0000', ?, 'สอบถามข้อมูลทั่วไป', 'ข้อความทดสอบสิทธิ์', 'ยินยอม', ?, ?, ?, ?)",
    `C-${randomBytes(4).toString("hex").toUpperCase()}`,
    email,
    now(),
    unique("fingerprint"),
    now(),
    now(),
  );
  return { id, email };
}

function user(s: Setup): number {
  return s.db.run(
    "insert into users (username, password_hash, first_name, last_name, role, created_at, updated_at) values (?, 'x', 'เป้าหมาย', 'ตารางสิทธิ์', 'staff', ?, ?)",
    unique("matrix.target"),
    now(),
    now(),
  );
}

/**
 * Audit entries of an action (with a detail like `detail`) written for the person posting, to see
 * that a post took effect.
 */
function audited(s: Setup, action: string, detail = "%"): () => number {
  return () =>
    s.db.count(
      "select count(*) from audit_log where action = ? and username = ? and detail like ?",
      action,
      s.poster?.username ?? "",
      detail,
    );
}

/** Each count went up since the set-up. */
function grew(counter: () => number): () => boolean {
  const before = counter();
  return () => counter() > before;
}

const retention = (s: Setup, key: string) => {
  const row = s.db.get<{ value: string }>("select value from settings where key = ?", key);
  return String(
    (row ? (JSON.parse(row.value) as { retentionDays?: number }) : {}).retentionDays ?? 0,
  );
};

const WRITE_FIELDS = {
  slug: "",
  summary: "",
  body: "<p>ทดสอบสิทธิ์</p>",
  seoTitle: "",
  seoDescription: "",
};

/** A new item posted with an intent: it exists afterwards (with its submission, when submitted). */
function newItem(intent: string, ok: number) {
  return async (s: Setup): Promise<Post> => {
    const title = unique("ข่าวใหม่ตารางสิทธิ์");
    return {
      url: "/admin/write/news_office",
      form: { intent, title, ...WRITE_FIELDS, version: "" },
      ok,
      changed: () => s.db.count("select count(*) from items where title = ?", title) === 1,
      after: () => {
        s.db.run("update items set published_at = ? where title = ?", LONG_AGO, title);
      },
    };
  };
}

/** An edit of an existing draft with an intent; `check` tells whether it took effect. */
function editItem(intent: string, check: (row: ItemRow, title: string) => boolean) {
  return async (s: Setup): Promise<Post> => {
    const { id } = await draft(s);
    const title = unique("แก้ไขตารางสิทธิ์");
    return {
      url: `/admin/write/news_office/${id}`,
      form: { intent, title, ...WRITE_FIELDS, version: String(item(s, id).version) },
      ok: 200,
      changed: () => check(item(s, id), title),
    };
  };
}

/** An item-settings intent on a throwaway item prepared by `ready`. */
function setting(
  intent: string,
  ready: (s: Setup, id: number) => Promise<void>,
  extra: Record<string, string> | (() => Record<string, string>),
  check: (row: ItemRow) => boolean,
) {
  return async (s: Setup): Promise<Post> => {
    const { id } = await draft(s);
    await ready(s, id);
    return {
      url: settingsUrl(id),
      form: {
        intent,
        version: String(item(s, id).version),
        ...(typeof extra === "function" ? extra() : extra),
      },
      ok: 200,
      changed: () => check(item(s, id)),
    };
  };
}

const asDraft = async () => undefined;
const published = (s: Setup, id: number) => step(s, id, "publish");
const archived = async (s: Setup, id: number) => {
  await published(s, id);
  await step(s, id, "archive");
};
const trashed = (s: Setup, id: number) => step(s, id, "trash", { confirm: "ลบ" });

const VTT = Buffer.from("WEBVTT\n\n00:00.000 --> 00:01.000\nสวัสดี\n");

/** The two-factor page's pending secret for the poster, after starting the set-up. */
async function startedSecret(s: Setup): Promise<string> {
  await expectStatus(
    await s.poster!.request.post("/admin/account/two-factor", {
      form: { intent: "start" },
      headers: ORIGIN(),
    }),
    200,
    "two-factor start",
  );
  const html = await (await s.poster!.request.get("/admin/account/two-factor")).text();
  return /class="two-factor-secret">([^<]+)</.exec(html)![1]!.replace(/\s/g, "");
}

async function twoFactorOn(s: Setup): Promise<void> {
  const secret = await startedSecret(s);
  await expectStatus(
    await s.poster!.request.post("/admin/account/two-factor", {
      form: { intent: "confirm", code: totpCode(secret, Date.now()) },
      headers: ORIGIN(),
    }),
    200,
    "two-factor confirm",
  );
}

const totpRows = (s: Setup) => () =>
  s.db.count("select count(*) from user_totp where user_id = ?", s.poster?.id ?? 0);

/**
 * A valid post for every intent of every admin route, keyed `pattern intent` (`pattern POST` for
 * an action that reads no intent). Each makes its own throwaway items, files, messages and
 * accounts, so the other browser tests running beside it see nothing change.
 */
export const POSTS: Record<string, (s: Setup) => Promise<Post>> = {
  "/admin/account name": async (s) => ({
    url: "/admin/account",
    form: { intent: "name", firstName: "ชื่อใหม่", lastName: "นามสกุลใหม่" },
    ok: 200,
    changed: () =>
      s.db.get<{ first_name: string }>(
        "select first_name from users where id = ?",
        s.poster?.id ?? 0,
      )?.first_name === "ชื่อใหม่",
  }),
  "/admin/account password": async (s) => {
    const hash = () =>
      s.db.get<{ password_hash: string }>(
        "select password_hash from users where id = ?",
        s.poster?.id ?? 0,
      )?.password_hash;
    const before = hash();
    const next = "รหัสผ่านใหม่ของตารางสิทธิ์ 2569";
    return {
      url: "/admin/account",
      form: {
        intent: "password",
        currentPassword: STAFF.password,
        newPassword: next,
        confirmPassword: next,
      },
      ok: 200,
      changed: () => hash() !== before,
    };
  },
  "/admin/account/sessions POST": async (s) => {
    // Another session of the poster's own (of someone else's when signed out) to end.
    const other = sessionFor(s.db, s.poster?.id ?? user(s)).id;
    return {
      url: "/admin/account/sessions",
      form: { session: other },
      ok: 200,
      changed: () => s.db.count("select count(*) from sessions where id = ?", other) === 0,
    };
  },
  "/admin/account/two-factor start": async (s) => {
    const rows = totpRows(s);
    return {
      url: "/admin/account/two-factor",
      form: { intent: "start" },
      ok: 200,
      changed: () => rows() === 1,
    };
  },
  "/admin/account/two-factor cancel": async (s) => {
    if (s.poster) await startedSecret(s);
    const rows = totpRows(s);
    const before = rows();
    return {
      url: "/admin/account/two-factor",
      form: { intent: "cancel" },
      ok: 200,
      changed: () => before === 1 && rows() === 0,
    };
  },
  "/admin/account/two-factor confirm": async (s) => {
    const secret = s.poster ? await startedSecret(s) : "A".repeat(32);
    const codes = () =>
      s.db.count("select count(*) from recovery_codes where user_id = ?", s.poster?.id ?? 0);
    return {
      url: "/admin/account/two-factor",
      form: { intent: "confirm", code: totpCode(secret, Date.now()) },
      ok: 200,
      changed: () => codes() > 0,
    };
  },
  "/admin/account/two-factor regenerate": async (s) => {
    if (s.poster) await twoFactorOn(s);
    const codes = () =>
      s.db
        .all<{ id: unknown }>(
          "select id from recovery_codes where user_id = ? order by id",
          s.poster?.id ?? 0,
        )
        .map((row) => String(row.id))
        .join(",");
    const before = codes();
    return {
      url: "/admin/account/two-factor",
      form: { intent: "regenerate", regeneratePassword: STAFF.password },
      ok: 200,
      changed: () => codes() !== before && codes() !== "",
    };
  },
  "/admin/account/two-factor disable": async (s) => {
    if (s.poster) await twoFactorOn(s);
    const rows = totpRows(s);
    const before = rows();
    return {
      url: "/admin/account/two-factor",
      form: { intent: "disable", disablePassword: STAFF.password },
      ok: 200,
      changed: () => before === 1 && rows() === 0,
    };
  },
  "/admin/users/new POST": async (s) => {
    const username = unique("matrix.created");
    return {
      url: "/admin/users/new",
      form: { username, firstName: "สร้าง", lastName: "ใหม่", role: "staff", method: "link" },
      ok: 200,
      changed: () => s.db.count("select count(*) from users where username = ?", username) === 1,
    };
  },
  "/admin/users/:id edit": async (s) => {
    const id = user(s);
    return {
      url: `/admin/users/${id}`,
      form: { intent: "edit", firstName: "แก้แล้ว", lastName: "ตารางสิทธิ์", role: "admin" },
      ok: 200,
      changed: () =>
        s.db.get<{ role: string }>("select role from users where id = ?", id)?.role === "admin",
    };
  },
  "/admin/users/:id disable": async (s) => {
    const id = user(s);
    return {
      url: `/admin/users/${id}`,
      form: { intent: "disable" },
      ok: 200,
      changed: () => s.db.count("select disabled from users where id = ?", id) === 1,
    };
  },
  "/admin/users/:id enable": async (s) => {
    const id = user(s);
    s.db.run("update users set disabled = 1 where id = ?", id);
    return {
      url: `/admin/users/${id}`,
      form: { intent: "enable" },
      ok: 200,
      changed: () => s.db.count("select disabled from users where id = ?", id) === 0,
    };
  },
  "/admin/users/:id reset": async (s) => {
    const id = user(s);
    return {
      url: `/admin/users/${id}`,
      form: { intent: "reset", method: "link" },
      ok: 200,
      changed: () => s.db.count("select count(*) from setup_tokens where user_id = ?", id) === 1,
    };
  },
  "/admin/users/:id reset-two-factor": async (s) => {
    const id = user(s);
    const session = sessionFor(s.db, id).id;
    return {
      url: `/admin/users/${id}`,
      form: { intent: "reset-two-factor" },
      ok: 200,
      changed: () => s.db.count("select count(*) from sessions where id = ?", session) === 0,
    };
  },
  "/admin/settings save": async (s) => {
    // The form as it stands with one harmless change, put back straight after. The marker is this
    // test's own: the same post by another role runs at the same time.
    const selector = 'form:has(input[name="intent"][value="save"])';
    const form = await s.formEntries("/admin/settings", selector);
    const marker = `&matrix=${unique("m").replace(/\W/g, "")}`;
    return {
      url: "/admin/settings",
      form: form.map(([k, v]): [string, string] => [k, k === "mapUrl" ? `${v}${marker}` : v]),
      ok: 200,
      changed: () =>
        (
          s.db.get<{ value: string }>("select value from settings where key = 'site'")?.value ?? ""
        ).includes(marker),
      after: async () => {
        const now = await s.formEntries("/admin/settings", selector);
        const restored = now.map(([k, v]) => [
          k,
          k === "mapUrl" ? v.replace(/&matrix=\w+/g, "") : v,
        ]);
        const response = await s.admin.post("/admin/settings", {
          data: new URLSearchParams(restored).toString(),
          headers: { ...ORIGIN(), "Content-Type": "application/x-www-form-urlencoded" },
        });
        await expectStatus(response, 200, "settings put back");
      },
    };
  },
  "/admin/settings/alert publish": async (s) => {
    // On every public page for three seconds only: other tests read those pages meanwhile.
    const ends = new Date(Date.now() + 7 * 3_600_000 + 3_000).toISOString().slice(0, 19);
    const text = unique("ประกาศทดสอบสิทธิ์");
    return {
      url: "/admin/settings/alert",
      form: { intent: "publish", level: "info", text, link: "", endsAt: ends },
      ok: 200,
      changed: () =>
        s.db.count(
          "select count(*) from settings where key = 'alert' and value like ?",
          `%${text}%`,
        ) === 1,
    };
  },
  "/admin/settings/search try": async () => ({
    url: "/admin/settings/search",
    form: { intent: "try", query: "โควิด" },
    ok: 200,
    changed: null,
  }),
  "/admin/settings/search save": async (s) => {
    // The vocabulary as it stands with one group of this test's own added, taken out straight
    // after: other tests search meanwhile.
    const selector = 'form:has(input[name="intent"][value="save"])';
    const marker = unique("qz").replace(/\W/g, "");
    const form = await s.formEntries("/admin/settings/search", selector);
    return {
      url: "/admin/settings/search",
      form: form.map(([k, v]): [string, string] => [
        k,
        k === "vocabulary" ? `${v}\n${marker}a, ${marker}b` : v,
      ]),
      ok: 200,
      changed: () =>
        s.db.count(
          "select count(*) from settings where key = 'search-vocabulary' and value like ?",
          `%${marker}a%`,
        ) === 1,
      after: async () => {
        const now = await s.formEntries("/admin/settings/search", selector);
        const restored = now.map(([k, v]) => [
          k,
          k === "vocabulary"
            ? v
                .split("\n")
                .filter((line) => !line.includes(marker))
                .join("\n")
            : v,
        ]);
        const response = await s.admin.post("/admin/settings/search", {
          data: new URLSearchParams(restored).toString(),
          headers: { ...ORIGIN(), "Content-Type": "application/x-www-form-urlencoded" },
        });
        await expectStatus(response, 200, "vocabulary put back");
      },
    };
  },
  "/admin/settings/search words": async (s) => {
    // The list as it stands with one word of this test's own (Thai letters only), taken out
    // straight after.
    const selector = 'form:has(input[name="intent"][value="words"])';
    const marker = `ฮฬ${[...unique("").replace(/\W/g, "")].map((c) => "กขคงจฉชซญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรลวศษสหอ"[parseInt(c, 36) % 36]).join("")}`;
    const form = await s.formEntries("/admin/settings/search", selector);
    return {
      url: "/admin/settings/search",
      form: form.map(([k, v]): [string, string] => [k, k === "words" ? `${v}\n${marker}` : v]),
      ok: 200,
      changed: () =>
        s.db.count(
          "select count(*) from settings where key = 'search-words' and value like ?",
          `%${marker}%`,
        ) === 1,
      after: async () => {
        const now = await s.formEntries("/admin/settings/search", selector);
        const restored = now.map(([k, v]) => [
          k,
          k === "words"
            ? v
                .split("\n")
                .filter((line) => line !== marker)
                .join("\n")
            : v,
        ]);
        const response = await s.admin.post("/admin/settings/search", {
          data: new URLSearchParams(restored).toString(),
          headers: { ...ORIGIN(), "Content-Type": "application/x-www-form-urlencoded" },
        });
        await expectStatus(response, 200, "search words put back");
      },
    };
  },
  "/admin/settings/alert withdraw": async (s) => ({
    url: "/admin/settings/alert",
    form: { intent: "withdraw" },
    ok: 200,
    changed: grew(audited(s, "settings-changed")),
  }),
  "/admin/settings/security save": async (s) => {
    const stored = s.db.get<{ value: string }>("select value from settings where key = 'security'");
    const current = stored ? (JSON.parse(stored.value) as Record<string, boolean>) : {};
    const form: [string, string][] = [["intent", "save"]];
    for (const name of ["staffCanPublish", "requireTotpForAdmins"])
      if (current[name]) form.push([name, "on"]);
    return {
      url: "/admin/settings/security",
      form,
      ok: 200,
      changed: grew(audited(s, "settings-changed")),
    };
  },
  "/admin/news/:list bulk": bulk("/admin/news/office"),
  "/admin/media/:list bulk": bulk("/admin/media/gallery", "media_gallery"),
  "/admin/announce/:list bulk": bulk("/admin/announce/general", "announce_general"),
  "/admin/pages/:list bulk": bulk("/admin/pages/about", "pages_about"),
  "/admin/write/:kind slug": async () => ({
    url: "/admin/write/news_office",
    form: { intent: "slug", slug: "ตารางสิทธิ์", title: "ตารางสิทธิ์" },
    ok: 200,
    changed: null,
  }),
  "/admin/write/:kind save": newItem("save", 302),
  "/admin/write/:kind autosave": newItem("autosave", 200),
  "/admin/write/:kind submit": newItem("submit", 302),
  "/admin/write/:kind publish": newItem("publish", 302),
  "/admin/write/:kind/:id slug": async (s) => {
    const { id } = await draft(s);
    return {
      url: `/admin/write/news_office/${id}`,
      form: { intent: "slug", slug: "ตารางสิทธิ์", title: "ตารางสิทธิ์" },
      ok: 200,
      changed: null,
    };
  },
  "/admin/write/:kind/:id save": editItem("save", (row, title) => row.title === title),
  "/admin/write/:kind/:id autosave": editItem("autosave", (row, title) => row.title === title),
  "/admin/write/:kind/:id submit": editItem("submit", (row) => row.submitted_at !== null),
  "/admin/write/:kind/:id publish": editItem("publish", (row) => row.status === "published"),
  "/admin/data/:id/:type/:subject/setting address": setting(
    "address",
    asDraft,
    () => ({ slug: unique("ที่อยู่ใหม่"), subject: "office" }),
    (row) => row.slug.startsWith("ที่อยู่ใหม่"),
  ),
  "/admin/data/:id/:type/:subject/setting seo": setting(
    "seo",
    asDraft,
    { seoTitle: "ชื่อค้นหาใหม่", seoDescription: "คำอธิบายใหม่" },
    (row) => row.seo_title === "ชื่อค้นหาใหม่",
  ),
  "/admin/data/:id/:type/:subject/setting display": setting(
    "display",
    asDraft,
    { pinned: "1", pinnedOrder: "0", listed: "1" },
    (row) => row.pinned === 1,
  ),
  "/admin/data/:id/:type/:subject/setting publish": setting(
    "publish",
    asDraft,
    {},
    (row) => row.status === "published",
  ),
  "/admin/data/:id/:type/:subject/setting schedule": setting(
    "schedule",
    asDraft,
    { schedule: nextWeek() },
    (row) => row.status === "scheduled",
  ),
  "/admin/data/:id/:type/:subject/setting schedule-unpublish": setting(
    "schedule-unpublish",
    published,
    { "schedule-unpublish": nextWeek() },
    (row) => row.unpublish_at !== null,
  ),
  "/admin/data/:id/:type/:subject/setting unpublish": setting(
    "unpublish",
    published,
    {},
    (row) => row.status === "draft",
  ),
  "/admin/data/:id/:type/:subject/setting archive": setting(
    "archive",
    published,
    {},
    (row) => row.status === "archived",
  ),
  "/admin/data/:id/:type/:subject/setting restore": setting(
    "restore",
    archived,
    {},
    (row) => row.status === "draft",
  ),
  "/admin/data/:id/:type/:subject/setting trash": setting(
    "trash",
    asDraft,
    { confirm: "ลบ" },
    (row) => row.deleted_at !== null,
  ),
  "/admin/data/:id/:type/:subject/setting untrash": setting(
    "untrash",
    trashed,
    {},
    (row) => row.deleted_at === null,
  ),
  "/admin/revisions/:id restore": async (s) => {
    const { id, title } = await draft(s);
    const edited = await s.admin.post(`/admin/write/news_office/${id}`, {
      form: {
        intent: "save",
        title: unique("ฉบับที่สอง"),
        ...WRITE_FIELDS,
        version: String(item(s, id).version),
      },
      headers: ORIGIN(),
    });
    await expectStatus(edited, 200, "second version");
    const first = s.db.get<{ id: number }>(
      "select id from item_revisions where item_id = ? order by id limit 1",
      id,
    )!.id;
    return {
      url: `/admin/revisions/${id}`,
      form: { intent: "restore", revision: String(first), version: String(item(s, id).version) },
      ok: 200,
      changed: () => item(s, id).title === title,
    };
  },
  "/admin/revisions/:id preview": async (s) => {
    const { id } = await draft(s);
    return {
      url: `/admin/revisions/${id}`,
      form: { intent: "preview" },
      ok: 302,
      changed: () => s.db.count("select count(*) from item_previews where item_id = ?", id) === 1,
    };
  },
  "/admin/revisions/:id retention": async (s) => {
    const { id } = await draft(s);
    return {
      url: `/admin/revisions/${id}`,
      form: { intent: "retention", retentionDays: retention(s, "revisions") },
      ok: 200,
      changed: grew(audited(s, "settings-changed")),
    };
  },
  "/admin/review/:id publish": async (s) => {
    const { id, pending, title } = await pendingChange(s);
    return {
      url: `/admin/review/${id}`,
      form: { intent: "publish", version: String(item(s, id).version), pendingVersion: pending },
      ok: 200,
      changed: () => item(s, id).title === title,
    };
  },
  "/admin/review/:id return": async (s) => {
    const { id, pending } = await pendingChange(s);
    return {
      url: `/admin/review/${id}`,
      form: {
        intent: "return",
        version: String(item(s, id).version),
        pendingVersion: pending,
        note: "กรุณาแก้ไขอีกเล็กน้อย",
      },
      ok: 200,
      changed: () =>
        s.db.count(
          "select count(*) from item_pending_changes where item_id = ? and returned_at is not null",
          id,
        ) === 1,
    };
  },
  "/admin/library/upload POST": async (s) => {
    const name = `${unique("ตารางสิทธิ์")}.pdf`;
    const pdf = Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
    return {
      url: "/admin/library/upload",
      raw: { data: pdf, headers: { "X-File-Name": encodeURIComponent(name) } },
      ok: 201,
      changed: () => s.db.count("select count(*) from media where original_name = ?", name) === 1,
      after: () => {
        s.db.run("update media set created_at = ? where original_name = ?", LONG_AGO, name);
      },
    };
  },
  "/admin/library/:id details": async (s) => {
    const id = media(s, "document");
    return {
      url: `/admin/library/${id}`,
      form: {
        intent: "details",
        alt: "คำอธิบายใหม่",
        caption: "",
        credit: "",
        focalX: "50",
        focalY: "50",
      },
      ok: 200,
      changed: () =>
        s.db.get<{ alt: string }>("select alt from media where id = ?", id)?.alt === "คำอธิบายใหม่",
    };
  },
  "/admin/library/:id alt": async (s) => {
    const id = media(s, "document");
    const alt = unique("ภาพตารางสิทธิ์");
    return {
      url: `/admin/library/${id}`,
      form: { intent: "alt", alt },
      ok: 200,
      changed: () =>
        s.db.get<{ alt: string }>("select alt from media where id = ?", id)?.alt === alt,
    };
  },
  "/admin/library/:id captions": async (s) => {
    const id = media(s, "video");
    return {
      url: `/admin/library/${id}`,
      multipart: {
        intent: "captions",
        captions: { name: "th.vtt", mimeType: "text/vtt", buffer: VTT },
      },
      ok: 200,
      changed: () =>
        s.db.count("select count(*) from media where id = ? and captions_key is not null", id) ===
        1,
    };
  },
  "/admin/library/:id captions-remove": async (s) => {
    const id = media(s, "video", unique("captions/matrix"));
    return {
      url: `/admin/library/${id}`,
      form: { intent: "captions-remove" },
      ok: 200,
      changed: () =>
        s.db.count("select count(*) from media where id = ? and captions_key is null", id) === 1,
    };
  },
  "/admin/library/:id delete": async (s) => {
    const id = media(s, "document");
    return {
      url: `/admin/library/${id}`,
      form: { intent: "delete" },
      ok: 302,
      changed: () => s.db.count("select count(*) from media where id = ?", id) === 0,
    };
  },
  "/admin/dropbox/refreshToken exchange": async () => ({
    // No Dropbox app is configured for the browser tests: the exchange is refused as such.
    url: "/admin/dropbox/refreshToken",
    form: { intent: "exchange", code: "matrix-code" },
    ok: 400,
    changed: null,
  }),
  "/admin/messages/contact/:id/setting handle": async (s) => {
    const { id } = message(s);
    return {
      url: `/admin/messages/contact/${id}/setting`,
      form: { intent: "handle", status: "in_progress", assigneeId: "", note: "กำลังติดต่อกลับ" },
      ok: 200,
      changed: () =>
        s.db.get<{ status: string }>("select status from contact_messages where id = ?", id)
          ?.status === "in_progress",
    };
  },
  "/admin/messages/contact/:id/setting delete": async (s) => {
    const { id } = message(s);
    return {
      url: `/admin/messages/contact/${id}/setting`,
      form: { intent: "delete", confirm: "ลบ" },
      ok: 302,
      changed: () => s.db.count("select count(*) from contact_messages where id = ?", id) === 0,
    };
  },
  "/admin/messages/privacy find": async (s) => {
    const { email } = message(s, `${unique("find")}@example.com`);
    return {
      url: "/admin/messages/privacy",
      form: { intent: "find", sender: email },
      ok: 200,
      changed: grew(audited(s, "privacy-searched")),
    };
  },
  "/admin/messages/privacy delete": async (s) => {
    const { id, email } = message(s, `${unique("erase")}@example.com`);
    return {
      url: "/admin/messages/privacy",
      form: { intent: "delete", sender: email, confirm: "ลบ" },
      ok: 200,
      changed: () => s.db.count("select count(*) from contact_messages where id = ?", id) === 0,
    };
  },
  "/admin/messages/privacy retention": async (s) => ({
    url: "/admin/messages/privacy",
    form: { intent: "retention", retentionDays: retention(s, "contactMessages") },
    ok: 200,
    changed: grew(audited(s, "settings-changed")),
  }),
  "/admin/ita open-year": async (s) => {
    // From the list that ships with the site, into a year no other test uses.
    const opened = grew(audited(s, "ita-year-opened"));
    return {
      url: "/admin/ita",
      form: { intent: "open-year", from: "standard", year: "2562" },
      ok: 303,
      changed: () =>
        opened() && s.db.count("select count(*) from ita_items where year = 2562") === 26,
    };
  },
  "/admin/ita add-item": async (s) => {
    const code = `T${1 + Math.floor(Math.random() * 999)}`;
    return {
      url: "/admin/ita",
      form: { intent: "add-item", year: "2561", code, title: unique("รายการ"), rhythm: "yearly" },
      ok: 303,
      changed: () =>
        s.db.count("select count(*) from ita_items where year = 2561 and code = ?", code) === 1,
    };
  },
  "/admin/ita/lists/:list save": async (s) => {
    // The self-check's groups as the form shows them with a marker in the first one's basis, put
    // back straight after as they were (the self-check is a back-office page: nothing to clear).
    const selector = 'form:has(input[name="intent"][value="save"])';
    const before = storedSetting(s, "ita-self-check");
    const marker = unique("matrix").replace(/\W/g, "");
    const form = await s.formEntries("/admin/ita/lists/self-check", selector);
    return {
      url: "/admin/ita/lists/self-check",
      form: form.map(([k, v]): [string, string] => [k, k === "g0-basis" ? `${v} ${marker}` : v]),
      ok: 200,
      changed: () =>
        s.db.count(
          "select count(*) from settings where key = 'ita-self-check' and value like ?",
          `%${marker}%`,
        ) === 1,
      after: () => putSettingBack(s, "ita-self-check", before),
    };
  },
  // The other list than the save's: the two run side by side, and each puts its list back.
  "/admin/ita/lists/:list restore": async (s) => {
    const before = storedSetting(s, "ita-information-centre");
    const restored = grew(audited(s, "settings-changed", "%: คืนค่าเริ่มต้น"));
    return {
      url: "/admin/ita/lists/information-centre",
      form: { intent: "restore", confirm: "on" },
      ok: 200,
      changed: () => restored() && storedSetting(s, "ita-information-centre") === undefined,
      after: () => putSettingBack(s, "ita-information-centre", before),
    };
  },
  "/admin/import/upload POST": async (s) => {
    const name = `${unique("นำเข้า")}.xml`;
    return {
      url: "/admin/import/upload",
      raw: {
        data: fs.readFileSync(WORDPRESS_EXPORT),
        headers: { "X-File-Name": encodeURIComponent(name) },
      },
      ok: 201,
      changed: () => s.db.count("select count(*) from import_runs where file_name = ?", name) === 1,
    };
  },
  "/admin/import/:id run": async (s) => {
    const { id, categories } = await importRun(s);
    return {
      url: `/admin/import/${id}`,
      // Everything left out: the shared demo site gains no content.
      form: {
        intent: "run",
        pages: "skip",
        ...Object.fromEntries(categories.map((slug) => [`category:${slug}`, "skip"])),
      },
      ok: 200,
      changed: () =>
        s.db.count("select count(*) from import_runs where id = ? and state <> 'ready'", id) === 1,
    };
  },
  "/admin/import/:id delete": async (s) => {
    const { id } = await importRun(s);
    return {
      url: `/admin/import/${id}`,
      form: { intent: "delete" },
      ok: 303,
      changed: () => s.db.count("select count(*) from import_runs where id = ?", id) === 0,
    };
  },
  "/admin/redirects save": async (s) => {
    const from = `/matrix-old-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    return {
      url: "/admin/redirects",
      form: { intent: "save", from, to: "/contact" },
      ok: 200,
      changed: () =>
        s.db.count(
          "select count(*) from redirects where from_path = ? and to_path = '/contact'",
          from,
        ) === 1,
    };
  },
  "/admin/redirects delete": async (s) => {
    const from = `/matrix-gone-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    // The table has no id: the insert says what to return, on both databases.
    s.db.get(
      "insert into redirects (from_path, to_path, origin, created_at) values (?, '/contact', 'staff', ?) returning from_path",
      from,
      now(),
    );
    return {
      url: "/admin/redirects",
      form: { intent: "delete", from },
      ok: 200,
      changed: () => s.db.count("select count(*) from redirects where from_path = ?", from) === 0,
    };
  },
  "/admin/ita/:id add-evidence": async (s) => {
    const id = itaItem(s);
    return {
      url: `/admin/ita/${id}`,
      form: {
        intent: "add-evidence",
        kind: "link",
        url: "https://www.example.go.th/",
        linkLabel: "ลิงก์ทดสอบ",
      },
      ok: 200,
      changed: () =>
        s.db.count("select count(*) from ita_evidence where ita_item_id = ?", id) === 1,
    };
  },
  "/admin/ita/:id remove-evidence": async (s) => {
    const id = itaItem(s);
    const evidence = s.db.run(
      "insert into ita_evidence (ita_item_id, kind, url, label, position, created_at) values (?, 'link', '/contact', 'ติดต่อ', 0, ?)",
      id,
      now(),
    );
    return {
      url: `/admin/ita/${id}`,
      form: { intent: "remove-evidence", evidenceId: String(evidence) },
      ok: 200,
      changed: () => s.db.count("select count(*) from ita_evidence where id = ?", evidence) === 0,
    };
  },
  "/admin/ita/:id save": async (s) => {
    const id = itaItem(s);
    const title = unique("ชื่อใหม่");
    const { code } = s.db.get<{ code: string }>("select code from ita_items where id = ?", id)!;
    return {
      url: `/admin/ita/${id}`,
      form: { intent: "save", code, title, description: "", rhythm: "monthly" },
      ok: 200,
      changed: () =>
        s.db.get<{ title: string }>("select title from ita_items where id = ?", id)?.title ===
        title,
    };
  },
  "/admin/ita/:id delete": async (s) => {
    const id = itaItem(s);
    return {
      url: `/admin/ita/${id}`,
      form: { intent: "delete", confirm: "ลบ" },
      ok: 303,
      changed: () => s.db.count("select count(*) from ita_items where id = ?", id) === 0,
    };
  },
  "/admin/messages/privacy/export export": async (s) => {
    const { email } = message(s, `${unique("copy")}@example.com`);
    return {
      url: "/admin/messages/privacy/export",
      form: { intent: "export", sender: email, format: "csv" },
      ok: 200,
      changed: grew(audited(s, "privacy-exported")),
    };
  },
};

/**
 * A throwaway ITA item in a year long past (never the newest, so `/ita` and the board stay on the
 * demo's year), and of a code drawn from a hundred thousand (as the form takes them: X1 to X999.99),
 * so that two tests' items are all but never the same year and code.
 */
function itaItem(s: Setup): number {
  const year = 1000 + Math.floor(Math.random() * 1400);
  return s.db.run(
    "insert into ita_items (year, code, title, description, rhythm, position, created_at, updated_at) values (?, ?, ?, '', 'yearly', 0, ?, ?)",
    year,
    `X${1 + Math.floor(Math.random() * 999)}.${1 + Math.floor(Math.random() * 99)}`,
    unique("รายการ ITA"),
    now(),
    now(),
  );
}

/** A setting's stored text, if the site has one. */
function storedSetting(s: Setup, key: string): string | undefined {
  return s.db.get<{ value: string }>("select value from settings where key = ?", key)?.value;
}

/** A setting as it was before a test changed it: its text, or none. */
function putSettingBack(s: Setup, key: string, value: string | undefined) {
  s.db.run("delete from settings where key = ?", key);
  if (value !== undefined)
    s.db.run("insert into settings (key, value) values (?, ?) returning key", key, value);
}

/** A published throwaway item with a general user's edit waiting for review. */
async function pendingChange(s: Setup): Promise<{ id: number; pending: string; title: string }> {
  const { id } = await draft(s);
  await published(s, id);
  const title = unique("แก้ไขรอตรวจ");
  const edit = await (
    await s.newStaff()
  ).post(`/admin/write/news_office/${id}`, {
    form: { intent: "save", title, ...WRITE_FIELDS, version: String(item(s, id).version) },
    headers: ORIGIN(),
  });
  await expectStatus(edit, 200, "an edit waiting for review");
  const row = s.db.get<{ version: number }>(
    "select version from item_pending_changes where item_id = ?",
    id,
  );
  expect(row, "a pending change").toBeDefined();
  return { id, pending: String(row!.version), title };
}

/** A bulk "submit for review" of a throwaway draft of the list's kind. */
function bulk(list: string, kind = "news_office") {
  return async (s: Setup): Promise<Post> => {
    const title = unique("รายการตารางสิทธิ์");
    const created = await s.admin.post(`/admin/write/${kind}`, {
      form: { intent: "save", title, ...WRITE_FIELDS, version: "" },
      headers: ORIGIN(),
      maxRedirects: 0,
    });
    await expectStatus(created, 302, `draft ${kind}`);
    const id = Number(/\/(\d+)\?/.exec(created.headers().location ?? "")![1]);
    return {
      url: list,
      form: {
        intent: "bulk",
        action: "submit",
        item: `${id}:${item(s, id).version}`,
        confirm: "1",
      },
      ok: 200,
      changed: () => item(s, id).submitted_at !== null,
    };
  };
}
