import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Appears in every script-like payload; an HTML answer must never carry it as live markup. */
const MARK = "zq7xss";

/** One request of the hostile-input suite: sent with http.request, or as raw bytes. */
export type HostileCase = {
  label: string;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  raw?: string;
  /** Sent with a general user's session cookie. */
  staff?: boolean;
};

/** Markup that would run if it reached an HTML page unescaped. */
export const LIVE_MARKUP = new RegExp(
  `<script>${MARK}|<img src=x onerror=${MARK}|<svg/onload=${MARK}|(href|src|action)=["']?javascript:${MARK}`,
  "i",
);

/** Hostile text: script, control and bidi characters, traversal, numbers past range, huge values. */
const TEXT = [
  `<script>${MARK}()</script>`,
  `"><img src=x onerror=${MARK}()>`,
  `'><svg/onload=${MARK}()>`,
  `javascript:${MARK}()`,
  "\u0000",
  "a\u0000b",
  "\r\nX-Injected: 1",
  "\t/evil.example",
  "/\\evil.example",
  "//evil.example",
  "\u001b[31mred",
  "\u202egnp.exe",
  "\u2066abc\u2069",
  "\uFEFF",
  "😀",
  "ก".repeat(3000),
  "a".repeat(6000),
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "....//....//",
  "' OR 1=1 --",
  "1; DROP TABLE items",
  "-1",
  "0",
  "99999999999999999999999",
  "1e309",
  "NaN",
  "0x10",
  "{{7*7}}${7*7}",
  "__proto__",
  "constructor",
  "[]",
  "",
  " ",
];

/** Already percent-encoded forms: overlong and broken UTF-8, encoded separators, bare `%`. */
const ENCODED = [
  "%00",
  "%0d%0aSet-Cookie:%20injected=1",
  "%c0%af",
  "%e0%80%af",
  "%C0%80",
  "%ff%fe",
  "%ED%A0%80",
  "%",
  "%%",
  "%zz",
  "%2F",
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f%2e%2e%2f",
  "%252e%252e%252f",
  "a%2Fb%2F",
  "%E2%80%AE",
];

/** Every hostile value as it goes into a URL (path segment or query value). */
const URL_VALUES = [...TEXT.map(encodeURIComponent), ...ENCODED];

/** The paths of the route table, `:params` and `*` left in. */
function routePatterns(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    const own = entry.index || (entry.path && !entry.children) ? [path || "/"] : [];
    return [...own, ...routePatterns(entry.children ?? [], path)];
  });
}

const fill = (pattern: string, value: string) =>
  pattern.replace(/:\w+\??|\*/g, value).replace(/^$/, "/");

const PUBLIC_FORMS = [
  "/signin",
  "/contact",
  "/consent",
  "/setup/x",
  "/set-password/x",
  "/api/vitals",
];
const STAFF_FORMS = [
  "/admin/account",
  "/admin/write/news_office",
  "/admin/news/office",
  "/admin/library/1",
  "/admin/messages/contact/1/setting",
  "/admin/account/sessions",
];
const FIELDS = ["username", "password", "next", "back", "choice", "intent", "message", "title"];
const QUERY_NAMES = ["q", "title", "page", "next", "back", "sent", "subject", "replace"];
const form = { "content-type": "application/x-www-form-urlencoded" };

/** Bodies no form route takes, each with its content type. */
const BODIES: [string, Record<string, string>, string][] = [
  ["json", { "content-type": "application/json" }, '{"username":"a"}'],
  ["text/plain", { "content-type": "text/plain" }, "username=a"],
  ["xml", { "content-type": "application/xml" }, "<a/>"],
  ["no type", {}, "username=a"],
  ["multipart without boundary", { "content-type": "multipart/form-data" }, "x"],
  ["broken multipart", { "content-type": "multipart/form-data; boundary=zz" }, "--zz\r\nbroken"],
  [
    "multipart, no end",
    { "content-type": "multipart/form-data; boundary=zz" },
    '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
  ],
  ["bad percent", form, "username=%&password=%zz%c0%af"],
  ["many fields", form, Array.from({ length: 5000 }, (_, i) => `f${i}=${i}`).join("&")],
  ["deep brackets", form, `${"a[".repeat(500)}=1`],
  ["gzip claimed", { ...form, "content-encoding": "gzip" }, "username=a"],
];

const METHODS = ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS", "PROPFIND", "FOO"];

/** Raw requests Node's parser or Express sees first: bad Host, long lines, broken framing. */
function rawCases(): HostileCase[] {
  const get = (target: string, headers: string) =>
    `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`;
  const hosts = ["", "a b", "<script>", "[::1", "x@evil.example", "evil.example/x", "é.example"];
  return [
    ...hosts.map((host) => ({
      label: `Host ${JSON.stringify(host)}`,
      raw: get("/", `Host: ${host}\r\n`),
    })),
    ...hosts.map((host) => ({
      label: `Host ${JSON.stringify(host)} on a post`,
      raw: `POST /signin HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=b`,
    })),
    { label: "two Host headers", raw: get("/", "Host: a\r\nHost: b\r\n") },
    { label: "HTTP/1.0 without Host", raw: "GET /news HTTP/1.0\r\n\r\n" },
    { label: "absolute target", raw: get("http://evil.example/news", "Host: x\r\n") },
    { label: "asterisk target", raw: "OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" },
    { label: "CONNECT", raw: "CONNECT evil.example:443 HTTP/1.1\r\nHost: x\r\n\r\n" },
    { label: "TRACE raw", raw: "TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" },
    ...[9_000, 20_000, 100_000, 1_000_000].map((n) => ({
      label: `URL of ${n} bytes`,
      raw: get(`/news/${"a".repeat(n)}`, "Host: x\r\n"),
    })),
    { label: "header of 100 KB", raw: get("/", `Host: x\r\nCookie: ${"a".repeat(100_000)}\r\n`) },
    { label: "control character in target", raw: get("/\u0001", "Host: x\r\n") },
    { label: "NUL in header", raw: get("/", "Host: x\r\nX-A: a\u0000b\r\n") },
    { label: "bare LF", raw: "GET / HTTP/1.1\nHost: x\n\n" },
    { label: "garbage", raw: "\u0000\u0001\u0002 garbage\r\n\r\n" },
    {
      label: "Content-Length and Transfer-Encoding",
      raw: "POST /signin HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    },
    {
      label: "bad chunk size",
      raw: "POST /signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n0\r\n\r\n",
    },
    {
      label: "negative Content-Length",
      raw: "POST /signin HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
    },
    ...["/", "/news", "/admin", "/media/x"].map((path) => ({
      label: `HTTP/2 preface to ${path}`,
      raw: "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
    })),
  ];
}

/** Every case: at least a thousand, over URLs, queries, forms, bodies, methods and headers. */
export function hostileCases(routes: RouteConfigEntry[]): HostileCase[] {
  const patterns = [...new Set(routePatterns(routes))];
  const withParams = patterns.filter((p) => /[:*]/.test(p));
  const plain = patterns.filter((p) => !/[:*]/.test(p));
  const cases: HostileCase[] = [];
  const add = (c: HostileCase) => cases.push(c);

  for (const pattern of withParams)
    for (const value of URL_VALUES) {
      const path = fill(pattern, value);
      add({
        label: `GET ${pattern} = ${value.slice(0, 40)}`,
        path,
        staff: pattern.startsWith("/admin"),
      });
    }
  for (const pattern of plain.filter((p) => !p.startsWith("/admin")))
    for (const name of QUERY_NAMES.slice(0, 2))
      for (const value of URL_VALUES.filter((_, i) => i % 3 === 0))
        add({
          label: `GET ${pattern}?${name}=${value.slice(0, 40)}`,
          path: `${pattern}?${name}=${value}`,
        });
  for (const path of ["/search", "/signin", "/contact", "/api/search", "/news", "/documents"])
    for (const name of QUERY_NAMES)
      for (const value of URL_VALUES.filter((_, i) => i % 2 === name.length % 2))
        add({
          label: `GET ${path}?${name}=${value.slice(0, 40)}`,
          path: `${path}?${name}=${value}`,
        });
  for (const pattern of plain.filter((p) => p.startsWith("/admin")))
    for (const value of URL_VALUES.filter((_, i) => i % 4 === 0))
      add({
        label: `staff GET ${pattern}?q=${value.slice(0, 30)}`,
        path: `${pattern}?q=${value}&page=${value}`,
        staff: true,
      });
  // The notices an address names after a save (a key looked up in a table of messages).
  for (const path of ["/admin/write/news_office", "/admin/library", "/admin/messages/contact"])
    for (const value of URL_VALUES)
      add({
        label: `staff GET ${path}?saved=${value.slice(0, 30)}`,
        path: `${path}?saved=${value}&refused=${value}&deleted=${value}`,
        staff: true,
      });
  // Rich text whose markup names an entry of a table the cleaner looks up.
  for (const name of ["__proto__", "constructor", "toString", "youtube"])
    add({
      label: `POST /admin/write/news_office with an embed named ${name}`,
      method: "POST",
      path: "/admin/write/news_office",
      headers: form,
      body: new URLSearchParams({
        intent: "save",
        title: `ฝัง ${name}`,
        body: `<figure data-embed="${name}" data-src="x"></figure><p>&${name};</p>`,
      }).toString(),
      staff: true,
    });

  for (const path of [...PUBLIC_FORMS, ...STAFF_FORMS]) {
    const staff = path.startsWith("/admin");
    for (const field of FIELDS)
      for (const value of TEXT.filter((_, i) => i % 3 === field.length % 3))
        add({
          label: `POST ${path} ${field}=${JSON.stringify(value.slice(0, 30))}`,
          method: "POST",
          path,
          headers: form,
          body: new URLSearchParams({
            [field]: value,
            intent: field === "intent" ? value : "save",
          }).toString(),
          staff,
        });
    for (const [name, headers, body] of BODIES)
      add({ label: `POST ${path} with ${name}`, method: "POST", path, headers, body, staff });
    for (const method of METHODS)
      add({ label: `${method} ${path}`, method, path, headers: form, body: "a=b", staff });
  }
  for (const path of ["/", "/news", "/media/x", "/api/search", "/admin/dashboard", "/sitemap.xml"])
    for (const method of METHODS) add({ label: `${method} ${path}`, method, path });

  const headerValues = [
    `<script>${MARK}()</script>`,
    "a".repeat(8000),
    "é",
    "\u00ff\u00fe",
    "=;=;",
    "null",
  ];
  for (const value of headerValues)
    for (const [name, path] of [
      ["cookie", "/"],
      ["cookie", "/admin/dashboard"],
      ["accept", "/contact"],
      ["accept-encoding", "/news"],
      ["if-none-match", "/news"],
      ["if-modified-since", "/"],
      ["range", "/media/x"],
      ["x-request-id", "/"],
      ["x-forwarded-for", "/signin"],
      ["referer", "/"],
      ["user-agent", "/news"],
      ["origin", "/signin"],
      ["accept-language", "/"],
    ] as const) {
      const header = name === "cookie" ? `session=${value}; consent=${value}` : value;
      add({
        label: `${name}: ${value.slice(0, 30)} on ${path}`,
        path,
        headers: { [name]: header },
        method: name === "origin" ? "POST" : "GET",
        body: name === "origin" ? "a=b" : undefined,
      });
    }
  for (const key of URL_VALUES) add({ label: `media ${key.slice(0, 40)}`, path: `/media/${key}` });
  for (const key of ["images/", "images//a", "a/", ".env", "images/.tmp", "x".repeat(300)])
    add({ label: `media ${key.slice(0, 40)}`, path: `/media/${key}` });
  cases.push(...rawCases());
  return cases;
}
