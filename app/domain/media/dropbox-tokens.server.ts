import { createHash } from "node:crypto";
import { db } from "../../db/client.server.ts";
import { readSettings, writeSetting } from "../../db/site/settings.server.ts";
import { failure, type Failure } from "../../lib/app-error.ts";
import { config } from "../../lib/config.server.ts";
import { seal, unseal, UnsealError } from "../../lib/secret-box.server.ts";
import type { AccessTokens, DropboxSettings } from "../../storage/dropbox-api.server.ts";
import { requestToken } from "./dropbox-oauth.server.ts";

/** The settings key, and the purpose the encryption is bound to. */
const SETTING = "dropbox-tokens";
/** Renew this long before the provider's expiry, so no request starts with a dying token. */
const EARLY_MS = 5 * 60_000;
const GET_NEW_TOKEN = "an administrator must get a new token at /admin/dropbox/refreshToken";

export type DropboxTokens = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: string | null;
  accountId: string | null;
};

/** What the settings table holds: only the sealed tokens, and a hash of the code they came from. */
type Stored = { sealed: string; codeHash: string | null; savedAt: string };

function secretKey(): Buffer {
  const key = config().secretKey;
  if (!key) throw new Error("SECRET_KEY is not set; it encrypts the Dropbox tokens");
  return key;
}

function dropboxSettings(): DropboxSettings {
  const settings = config().dropbox;
  if (!settings) throw new Error("Dropbox is not configured (DROPBOX_APP_KEY, DROPBOX_APP_SECRET)");
  return settings;
}

async function readStored(): Promise<Stored | null> {
  const value = (await readSettings(db())).get(SETTING);
  return value && typeof value === "object" && "sealed" in value ? (value as Stored) : null;
}

async function save(tokens: DropboxTokens, codeHash: string | null): Promise<void> {
  const sealed = seal(JSON.stringify(tokens), secretKey(), SETTING);
  await writeSetting(db(), SETTING, { sealed, codeHash, savedAt: new Date().toISOString() });
}

function unsealTokens(stored: Stored): DropboxTokens {
  return JSON.parse(unseal(stored.sealed, secretKey(), SETTING)) as DropboxTokens;
}

/** Tokens from a token-endpoint answer; a renewal answer keeps the earlier refresh token. */
function tokensFrom(body: unknown, previous?: DropboxTokens): DropboxTokens | null {
  const b = (typeof body === "object" && body ? body : {}) as Record<string, unknown>;
  if (typeof b.access_token !== "string") return null;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    accessToken: b.access_token,
    refreshToken: text(b.refresh_token) ?? previous?.refreshToken ?? null,
    expiresAt:
      typeof b.expires_in === "number"
        ? new Date(Date.now() + b.expires_in * 1000).toISOString()
        : null,
    accountId: text(b.account_id) ?? previous?.accountId ?? null,
  };
}

/** The provider's answer, also when it refused the code (`dropbox.code-rejected`). */
export type ExchangeResult =
  { ok: true; response: Record<string, unknown> } | (Failure & { response?: unknown });

const hashOf = (code: string) => createHash("sha256").update(code).digest("hex");

/**
 * Trades an authorisation code for tokens and keeps them encrypted. The code last traded is not
 * sent again (a reloaded callback page): replaying a code may make the provider revoke tokens.
 */
export async function exchangeDropboxCode(
  code: string,
  redirectUri?: string,
): Promise<ExchangeResult> {
  const settings = dropboxSettings();
  const codeHash = hashOf(code);
  if ((await readStored())?.codeHash === codeHash) return failure("dropbox.code-used");
  const form = { code, grant_type: "authorization_code" };
  const answer = await requestToken(
    settings,
    redirectUri ? { ...form, redirect_uri: redirectUri } : form,
  ).catch(() => null);
  if (!answer) return failure("dropbox.unreachable");
  const tokens = answer.status === 200 ? tokensFrom(answer.body) : null;
  if (!tokens) return { ...failure("dropbox.code-rejected"), response: answer.body };
  await save(tokens, codeHash);
  return { ok: true, response: answer.body as Record<string, unknown> };
}

export type DropboxConnection =
  | { state: "none" }
  | { state: "unreadable" }
  | { state: "connected"; accountId: string | null; savedAt: string; renewable: boolean };

/** Whether tokens are kept, for the operator page; never the tokens themselves. */
export async function dropboxConnection(): Promise<DropboxConnection> {
  const stored = await readStored();
  if (!stored) return { state: "none" };
  try {
    const tokens = unsealTokens(stored);
    const renewable = tokens.refreshToken !== null;
    return { state: "connected", accountId: tokens.accountId, savedAt: stored.savedAt, renewable };
  } catch (error) {
    if (error instanceof UnsealError) return { state: "unreadable" };
    throw error;
  }
}

/**
 * Access tokens for the Dropbox storage back-end: kept in memory, renewed with the refresh token
 * shortly before expiry or when refused. A token stored meanwhile by another instance or by the
 * operator page is used instead of renewing again.
 */
export function dropboxAccessTokens(): AccessTokens {
  let cached: DropboxTokens | null = null;
  let renewing: Promise<string> | null = null;
  const fresh = (t: DropboxTokens) =>
    t.expiresAt === null || Date.parse(t.expiresAt) - EARLY_MS > Date.now();

  async function renewAfter(rejected: string | null): Promise<string> {
    const stored = await readStored();
    if (!stored) throw new Error(`Dropbox is not connected: ${GET_NEW_TOKEN}`);
    const tokens = unsealTokens(stored);
    if (tokens.accessToken !== rejected && fresh(tokens)) {
      cached = tokens;
      return tokens.accessToken;
    }
    if (!tokens.refreshToken)
      throw new Error(`Dropbox token expired and cannot be renewed: ${GET_NEW_TOKEN}`);
    const answer = await requestToken(dropboxSettings(), {
      grant_type: "refresh_token",
      refresh_token: tokens.refreshToken,
    });
    const renewed = answer.status === 200 ? tokensFrom(answer.body, tokens) : null;
    if (!renewed)
      throw new Error(`Dropbox refused to renew the token (${answer.status}): ${GET_NEW_TOKEN}`);
    await save(renewed, stored.codeHash);
    cached = renewed;
    return renewed.accessToken;
  }

  const renew = (rejected: string | null) =>
    (renewing ??= renewAfter(rejected).finally(() => {
      renewing = null;
    }));

  return {
    current: async () => (cached && fresh(cached) ? cached.accessToken : renew(null)),
    renew,
  };
}
