import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type File = { path: string; data: Buffer };

/**
 * A local stand-in for Dropbox's HTTP API, with the documented request and response shapes of the
 * endpoints the site uses: the OAuth token endpoint (basic auth, authorization codes, refresh
 * tokens), uploads and upload sessions, downloads with byte ranges, metadata, delete and folder
 * listing with continuation. Files live in memory, keyed by lower-cased path as Dropbox compares.
 */
export type FakeDropbox = {
  url: string;
  appKey: string;
  appSecret: string;
  files: Map<string, File>;
  /** Open upload sessions: started, never finished. */
  sessions: Map<string, Buffer>;
  /** Token-endpoint grants served, in order (`authorization_code`, `refresh_token`). */
  grants: string[];
  /** A code as the authorisation page would hand out; single use. */
  issueCode(redirectUri?: string): string;
  /** Makes every access token issued so far invalid, as when they expire. */
  expireAccessTokens(): void;
  /** The `expires_in` of access tokens issued from now on. */
  accessTokenSeconds: number;
  /** Requests refused with 401 for want of a valid access token. */
  refused: number;
  close(): Promise<void>;
};

const token = () => randomBytes(24).toString("base64url");

function send(res: http.ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function conflict(res: http.ServerResponse, summary: string) {
  const [tag = "", detail = ""] = summary.split("/");
  send(res, 409, {
    error_summary: `${summary}/..`,
    error: { ".tag": tag, [tag]: { ".tag": detail } },
  });
}

/** Dropbox's header encoding: JSON with everything outside ASCII escaped. */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

function metadata(file: File) {
  return {
    ".tag": "file",
    name: file.path.split("/").pop(),
    path_lower: file.path.toLowerCase(),
    path_display: file.path,
    id: `id:${file.path.length}`,
    size: file.data.length,
  };
}

export async function startFakeDropbox(options: { pageSize?: number } = {}): Promise<FakeDropbox> {
  const appKey = "fake-app-key";
  const appSecret = "fake-app-secret";
  const codes = new Map<string, string | null>();
  const refreshTokens = new Set<string>();
  let accessTokens = new Set<string>();
  const files = new Map<string, File>();
  const sessions = new Map<string, Buffer>();
  const grants: string[] = [];
  const pageSize = options.pageSize ?? 3;

  const fake: FakeDropbox = {
    url: "",
    appKey,
    appSecret,
    files,
    sessions,
    grants,
    accessTokenSeconds: 14_400,
    refused: 0,
    issueCode(redirectUri) {
      const code = `code-${token()}`;
      codes.set(code, redirectUri ?? null);
      return code;
    },
    expireAccessTokens() {
      accessTokens = new Set();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  function issueAccessToken() {
    const value = `sl.${token()}`;
    accessTokens.add(value);
    return { access_token: value, token_type: "bearer", expires_in: fake.accessTokenSeconds };
  }

  function tokenEndpoint(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) {
    const basic = Buffer.from(`${appKey}:${appSecret}`).toString("base64");
    if (req.headers.authorization !== `Basic ${basic}`)
      return send(res, 400, {
        error: "invalid_client",
        error_description: "Invalid client_id or client_secret",
      });
    const form = new URLSearchParams(body.toString());
    const grant = form.get("grant_type") ?? "";
    grants.push(grant);
    if (grant === "authorization_code") {
      const code = form.get("code") ?? "";
      if (!codes.has(code))
        return send(res, 400, {
          error: "invalid_grant",
          error_description: "code doesn't exist or has expired",
        });
      const redirectUri = codes.get(code);
      codes.delete(code);
      if ((form.get("redirect_uri") ?? null) !== redirectUri)
        return send(res, 400, {
          error: "invalid_grant",
          error_description: "redirect_uri mismatch",
        });
      const refresh = token();
      refreshTokens.add(refresh);
      return send(res, 200, {
        ...issueAccessToken(),
        refresh_token: refresh,
        scope: "files.content.read files.content.write files.metadata.read",
        uid: "12345",
        account_id: "dbid:fake-account",
      });
    }
    if (grant === "refresh_token" && refreshTokens.has(form.get("refresh_token") ?? ""))
      return send(res, 200, issueAccessToken());
    send(res, 400, {
      error: "invalid_grant",
      error_description: "refresh token is invalid or revoked",
    });
  }

  function listing(folder: string, offset: number) {
    const under = [...files.values()]
      .filter((f) => f.path.toLowerCase().startsWith(`${folder.toLowerCase()}/`))
      .sort((a, b) => (a.path < b.path ? -1 : 1));
    const page = under.slice(offset, offset + pageSize);
    const cursor = Buffer.from(JSON.stringify({ folder, offset: offset + pageSize })).toString(
      "base64url",
    );
    return { entries: page.map(metadata), cursor, has_more: offset + pageSize < under.length };
  }

  function store(path: string, data: Buffer) {
    const file = { path, data };
    files.set(path.toLowerCase(), file);
    return metadata(file);
  }

  function api(
    endpoint: string,
    req: http.IncomingMessage,
    body: Buffer,
    res: http.ServerResponse,
  ) {
    const header = req.headers["dropbox-api-arg"];
    const arg = JSON.parse(typeof header === "string" ? header : body.toString() || "null");
    switch (endpoint) {
      case "files/upload":
        return send(res, 200, store(arg.path, body));
      case "files/upload_session/start": {
        const id = token();
        sessions.set(id, body);
        return send(res, 200, { session_id: id });
      }
      case "files/upload_session/append_v2":
      case "files/upload_session/finish": {
        const so_far = sessions.get(arg.cursor.session_id);
        if (!so_far) return conflict(res, "lookup_failed/not_found");
        if (so_far.length !== arg.cursor.offset)
          return conflict(res, "lookup_failed/incorrect_offset");
        const data = Buffer.concat([so_far, body]);
        if (endpoint.endsWith("append_v2")) {
          sessions.set(arg.cursor.session_id, data);
          return send(res, 200, null);
        }
        sessions.delete(arg.cursor.session_id);
        return send(res, 200, store(arg.commit.path, data));
      }
      case "files/download": {
        const file = files.get(arg.path.toLowerCase());
        if (!file) return conflict(res, "path/not_found");
        const headers = {
          "Dropbox-API-Result": asciiJson(metadata(file)),
          "Content-Type": "application/octet-stream",
        };
        const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? "");
        if (!range) {
          res.writeHead(200, headers);
          return res.end(file.data);
        }
        const start = Number(range[1]);
        const end = Math.min(Number(range[2]), file.data.length - 1);
        if (start >= file.data.length) return send(res, 416, null);
        res.writeHead(206, {
          ...headers,
          "Content-Range": `bytes ${start}-${end}/${file.data.length}`,
        });
        return res.end(file.data.subarray(start, end + 1));
      }
      case "files/get_metadata": {
        const file = files.get(arg.path.toLowerCase());
        if (file) return send(res, 200, metadata(file));
        if (listing(arg.path, 0).entries.length)
          return send(res, 200, { ".tag": "folder", path_display: arg.path });
        return conflict(res, "path/not_found");
      }
      case "files/delete_v2": {
        const file = files.get(arg.path.toLowerCase());
        if (!file) return conflict(res, "path_lookup/not_found");
        files.delete(arg.path.toLowerCase());
        return send(res, 200, { metadata: metadata(file) });
      }
      case "files/list_folder": {
        const page = listing(arg.path, 0);
        if (!page.entries.length) return conflict(res, "path/not_found");
        return send(res, 200, page);
      }
      case "files/list_folder/continue": {
        const { folder, offset } = JSON.parse(Buffer.from(arg.cursor, "base64url").toString());
        return send(res, 200, listing(folder, offset));
      }
    }
    send(res, 404, { error_summary: "unknown endpoint" });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      if (req.method !== "POST") return send(res, 405, null);
      if (path === "/oauth2/token") return tokenEndpoint(req, body, res);
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
      if (!accessTokens.has(bearer)) {
        fake.refused++;
        return send(res, 401, {
          error_summary: "expired_access_token/",
          error: { ".tag": "expired_access_token" },
        });
      }
      api(path.replace(/^\/2\//, ""), req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  fake.url = `http://127.0.0.1:${port}`;
  return fake;
}
