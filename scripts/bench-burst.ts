import { randomBytes } from "node:crypto";
import { STARTER_VOCABULARY } from "../app/content/health-vocabulary.ts";
import { ensureLoadTools, load, type Load } from "./support/load.ts";
import { benchPort } from "./support/ports.ts";
import { checkSearchPage, startProductionServer, type Account } from "./support/server.ts";

/**
 * An outbreak day: 2,000 readers at once for 60 s (wrk, readers' browsers, gzip) on the home page,
 * the news list and an article, one request in twenty a search (each a different query) — while
 * an editor edits that article every 10 s and publishes a new one, through the back-office forms.
 * Prints errors (target: none), p99 (target: under 200 ms), how long each edit took to reach the
 * readers (under a second) and the resident memory of the server's processes. The surge comes
 * after 10 s of 50 readers, unless BURST_COLD is set.
 *
 *   npm run bench:burst     (BURST_SECONDS=60 BURST_CONNECTIONS=2000 BURST_COLD=1 BENCH_DATABASE_URL=…)
 */
const DURATION = Number(process.env.BURST_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BURST_CONNECTIONS ?? 2000);
const EDIT_EVERY_MS = 10_000;
const SEARCH_SHARE = 20;
const WARM_SECONDS = 10;
const EDITOR: Account = {
  username: "bench-editor",
  password: randomBytes(18).toString("base64url"),
  firstName: "บรรณาธิการ",
  lastName: "ทดสอบ",
  role: "admin",
};

ensureLoadTools(["wrk"]);
const server = await startProductionServer(benchPort("burst"), {
  accounts: [EDITOR],
  // Every search comes from this one address here, where readers' would come from thousands.
  env: {
    SEARCH_RATE_LIMIT: "0",
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
});
const base = server.baseUrl;

function unescape(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** The fields a browser would send from the editor form, read from the page's HTML. */
function editorFields(html: string): URLSearchParams {
  const start = html.lastIndexOf("<form", html.indexOf('name="version"'));
  const form = html.slice(start, html.indexOf("</form>", start));
  const fields = new URLSearchParams();
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, "name");
    const type = attribute(tag, "type") ?? "text";
    if (!name || type === "submit" || type === "file") continue;
    if ((type === "checkbox" || type === "radio") && !/\schecked=/.test(tag)) continue;
    fields.append(name, unescape(attribute(tag, "value") ?? ""));
  }
  for (const [, attrs, content] of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = attribute(attrs!, "name");
    if (name && !fields.has(name)) fields.append(name, unescape(content!));
  }
  for (const [, attrs, options] of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = attribute(attrs!, "name");
    const selected = /<option\b[^>]*\sselected=[^>]*>/.exec(options!)?.[0];
    if (name) fields.append(name, unescape(selected ? (attribute(selected, "value") ?? "") : ""));
  }
  return fields;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/signin`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: EDITOR.username, password: EDITOR.password }),
  });
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

let result: Load;
const delays: number[] = [];
let idle = 0;
let peak = 0;
try {
  const cookie = await signIn();
  const staff = (path: string, init: RequestInit = {}) =>
    fetch(base + path, {
      ...init,
      redirect: "manual",
      headers: { Cookie: cookie, Origin: base, ...(init.headers ?? {}) },
    });

  async function save(path: string, change: (fields: URLSearchParams) => void): Promise<number> {
    const fields = editorFields(await (await staff(path)).text());
    change(fields);
    fields.set("intent", "publish");
    const response = await staff(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: fields,
    });
    // A new item is redirected to its edit page; an edit answers the page saying it was published.
    const page = response.status === 200 ? await response.text() : "";
    if (response.status !== 302 && response.status !== 303 && !page.includes("บันทึกและเผยแพร่แล้ว")) {
      const said = [...page.matchAll(/role="alert"[^>]*>([\s\S]{0,300}?)</g)];
      throw new Error(
        `saving ${path} answered ${response.status}: ${said.map((m) => m[1]).join(" / ")}`,
      );
    }
    return performance.now();
  }

  /** Milliseconds from the save's answer until an anonymous reader sees the text. */
  async function visibleAfter(savedAt: number, path: string, text: string): Promise<number> {
    while (performance.now() - savedAt < 10_000) {
      if ((await (await fetch(base + path)).text()).includes(text))
        return performance.now() - savedAt;
      await new Promise((r) => setTimeout(r, 20));
    }
    return Infinity;
  }

  const list = await (await staff("/admin/news/health")).text();
  const editPath = /href="(\/admin\/write\/news_health\/\d+)"/.exec(list)?.[1];
  if (!editPath) throw new Error("no news item to edit");
  const slug = editorFields(await (await staff(editPath)).text()).get("slug")!;
  const article = `/news/health/${encodeURIComponent(slug)}`;
  if (!(await fetch(base + article)).ok) throw new Error(`${article} does not answer`);
  await fetch(base + article);

  const words = STARTER_VOCABULARY.map((group) => group[0]!);
  const paths = Array.from({ length: words.length * SEARCH_SHARE }, (_, i) =>
    i % SEARCH_SHARE === 0
      ? `/search?title=${encodeURIComponent(`${words[i / SEARCH_SHARE]!} ${words[(i * 7) % words.length]!}`)}`
      : ["/", "/news", article][i % 3]!,
  );
  await checkSearchPage(base, paths[0]!);
  idle = server.rssMb();
  // An ordinary morning first: the surge meets a site that has been serving readers, as on the
  // day. Started cold, the workers' first seconds run unoptimised code while 2,000 connections
  // wait to be accepted (BURST_COLD=1 measures that).
  if (!process.env.BURST_COLD) {
    const morning = await load(base, { connections: 50, seconds: WARM_SECONDS, paths });
    console.log(
      `before the surge, 50 readers for ${WARM_SECONDS} s: ${morning.rps.toFixed(0)} req/s, p99 ${morning.p99.toFixed(1)} ms, errors ${morning.errors}`,
    );
  }
  console.log(
    `\n${CONNECTIONS} readers for ${DURATION} s on /, /news and ${article}, one request in ${SEARCH_SHARE} a search; an edit every ${EDIT_EVERY_MS / 1000} s\n`,
  );
  peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 250);
  const readers = load(base, { connections: CONNECTIONS, seconds: DURATION, paths });

  const started = performance.now();
  let edit = 0;
  while (performance.now() - started < (DURATION - 3) * 1000) {
    await new Promise((r) => setTimeout(r, EDIT_EVERY_MS));
    edit++;
    const title = `ข่าวระหว่างผู้อ่านหนาแน่น ฉบับแก้ไขที่ ${edit} ${Date.now().toString(36)}`;
    const savedAt = await save(editPath, (f) => f.set("title", title));
    delays.push(await visibleAfter(savedAt, article, title));
    if (edit === 3) {
      const fresh = `ข่าวใหม่ระหว่างผู้อ่านหนาแน่น ${Date.now().toString(36)}`;
      const publishedAt = await save("/admin/write/news_health", (f) => {
        f.set("title", fresh);
        f.set("summary", "ข่าวที่เผยแพร่ระหว่างการทดสอบผู้อ่านหนาแน่น");
        f.set("body", "<p>เนื้อหาข่าวใหม่สำหรับการทดสอบ</p>");
      }).catch((error: Error) => {
        console.log(`new item not published: ${error.message}`);
        return null;
      });
      if (publishedAt !== null)
        console.log(
          `new item on /news after ${(await visibleAfter(publishedAt, "/news", fresh)).toFixed(0)} ms`,
        );
    }
  }
  result = await readers;
  clearInterval(sampler);
} finally {
  await server.stop();
}

const sorted = [...delays].sort((a, b) => a - b);
console.log(
  `readers: ${result.requests} requests, ${result.rps.toFixed(0)} req/s, ` +
    `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}` +
    (result.errors
      ? ` (${Object.entries(result.errorKinds)
          .filter(([, n]) => n)
          .map(([kind, n]) => `${kind} ${n}`)
          .join(", ")})`
      : ""),
);
console.log(
  `edits: ${delays.length}, visible to readers after ${sorted.map((d) => d.toFixed(0)).join(", ")} ms ` +
    `(median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)})`,
);
console.log(`resident memory: ${idle.toFixed(0)} MB idle, ${peak.toFixed(0)} MB peak under load`);
process.exit(result.errors === 0 && (sorted.at(-1) ?? 0) < 1000 ? 0 : 1);
