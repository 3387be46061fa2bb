import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { DropboxSettings } from "../../storage/dropbox-api.server.ts";

export const CALLBACK_PATH = "/admin/dropbox/callback";
const STATE_LIFETIME_MS = 60 * 60 * 1000;

/** The provider's answer to a token request, as parsed JSON, with its HTTP status. */
export type TokenAnswer = { status: number; body: unknown };

/**
 * POSTs a form to the provider's token endpoint with the app key and secret as HTTP basic
 * authorisation. Throws only when the provider cannot be reached.
 */
export async function requestToken(
  settings: DropboxSettings,
  form: Record<string, string>,
): Promise<TokenAnswer> {
  const basic = Buffer.from(`${settings.appKey}:${settings.appSecret}`).toString("base64");
  const response = await fetch(`${settings.apiUrl}/oauth2/token`, {
    method: "POST",
    headers: { Authorization: `Basic ${basic}` },
    body: new URLSearchParams(form),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text.slice(0, 500) };
  }
}

/** The provider's page where an operator allows the app access, asking for a refresh token. */
export function authorizeUrl(
  settings: DropboxSettings,
  redirect?: { uri: string; state: string },
): string {
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set("client_id", settings.appKey);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("token_access_type", "offline");
  if (redirect) {
    url.searchParams.set("redirect_uri", redirect.uri);
    url.searchParams.set("state", redirect.state);
  }
  return url.toString();
}

function stateMac(secretKey: Buffer, userId: number, issued: string): string {
  const key = Buffer.from(hkdfSync("sha256", secretKey, "", "dropbox-oauth-state", 32));
  return createHmac("sha256", key).update(`${userId}.${issued}`).digest("base64url");
}

/**
 * The `state` sent through the provider and back to the callback: who started the request and
 * when, signed, so the callback accepts only a flow this administrator began here within the
 * hour (a forged link cannot connect the site to someone else's Dropbox).
 */
export function oauthState(secretKey: Buffer, userId: number, now = Date.now()): string {
  const issued = now.toString(36);
  return `${issued}.${stateMac(secretKey, userId, issued)}`;
}

export function isValidOAuthState(
  state: string,
  secretKey: Buffer,
  userId: number,
  now = Date.now(),
): boolean {
  const [issued = "", mac = ""] = state.split(".");
  const age = now - parseInt(issued, 36);
  if (!(age >= 0 && age <= STATE_LIFETIME_MS)) return false;
  const expected = Buffer.from(stateMac(secretKey, userId, issued));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
