import type { Config } from "../lib/config.server.ts";

export type DropboxSettings = NonNullable<Config["dropbox"]>;

/** Where the storage back-end gets its access token; see `domain/dropbox-tokens.server.ts`. */
export type AccessTokens = {
  /** A token believed valid, renewed first when it is about to expire. */
  current(): Promise<string>;
  /** A new token after the provider refused `rejected`. */
  renew(rejected: string): Promise<string>;
};

/** HTTP headers are ASCII, so the JSON argument escapes every other character. */
function headerJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

type Call = {
  /** JSON for RPC endpoints (api host); for content endpoints it goes in `Dropbox-API-Arg`. */
  arg: unknown;
  /** Bytes to upload: makes it a content-upload call. */
  data?: Uint8Array<ArrayBuffer>;
  range?: string;
  /** A content-download call. */
  download?: boolean;
};

const MAX_ATTEMPTS = 3;

/**
 * Calls Dropbox endpoints with the current access token: once more with a renewed token after a
 * 401, and again after a pause when Dropbox asks to slow down (429). `request` answers the
 * response or throws (a fault, with the status and Dropbox's `error_summary`); `requestIfFound`
 * answers null instead when Dropbox says the path is not there (409 `path/not_found/..`), the one
 * refusal the storage back-end expects.
 */
export function dropboxClient(settings: DropboxSettings, tokens: AccessTokens) {
  async function send(endpoint: string, call: Call, token: string): Promise<Response> {
    const content = call.data !== undefined || call.download;
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (content) headers["Dropbox-API-Arg"] = headerJson(call.arg);
    if (call.data) headers["Content-Type"] = "application/octet-stream";
    else if (!content) headers["Content-Type"] = "application/json";
    if (call.range) headers.Range = call.range;
    const base = content ? settings.contentUrl : settings.apiUrl;
    return fetch(`${base}/2/${endpoint}`, {
      method: "POST",
      headers,
      body: call.data ?? (content ? undefined : JSON.stringify(call.arg)),
    });
  }

  /** The response, or the status and summary of Dropbox's refusal. */
  async function attempt(
    endpoint: string,
    call: Call,
  ): Promise<Response | { status: number; summary: string }> {
    let token = await tokens.current();
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      const response = await send(endpoint, call, token);
      if (response.ok) return response;
      if (response.status === 401 && !renewed) {
        await response.body?.cancel();
        token = await tokens.renew(token);
        renewed = true;
        continue;
      }
      if (response.status === 429 && attempt < MAX_ATTEMPTS) {
        await response.body?.cancel();
        const seconds = Math.min(Number(response.headers.get("retry-after")) || 1, 30);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      const text = await response.text();
      let summary = text.slice(0, 200);
      try {
        summary = (JSON.parse(text) as { error_summary?: string }).error_summary ?? summary;
      } catch {
        // Not JSON: Dropbox answers some errors (400, 5xx) in plain text.
      }
      return { status: response.status, summary };
    }
  }

  const fault = (endpoint: string, refused: { status: number; summary: string }) =>
    new Error(`Dropbox ${endpoint}: ${refused.status} ${refused.summary}`, { cause: refused });

  return {
    async request(endpoint: string, call: Call): Promise<Response> {
      const answer = await attempt(endpoint, call);
      if (answer instanceof Response) return answer;
      throw fault(endpoint, answer);
    },
    async requestIfFound(endpoint: string, call: Call): Promise<Response | null> {
      const answer = await attempt(endpoint, call);
      if (answer instanceof Response) return answer;
      if (answer.status === 409 && /not_found/.test(answer.summary)) return null;
      throw fault(endpoint, answer);
    },
  };
}
