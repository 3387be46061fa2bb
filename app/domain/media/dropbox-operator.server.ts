import type { StaffUser } from "../../db/accounts/users.server.ts";
import { failure } from "../../lib/app-error.ts";
import { config } from "../../lib/config.server.ts";
import type { Actor } from "../../lib/request-context.ts";
import { audit } from "../operations/audit.server.ts";
import { authorize } from "../accounts/authorize.server.ts";
import {
  authorizeUrl,
  CALLBACK_PATH,
  isValidOAuthState,
  oauthState,
} from "./dropbox-oauth.server.ts";
import {
  dropboxConnection,
  exchangeDropboxCode,
  type DropboxConnection,
  type ExchangeResult,
} from "./dropbox-tokens.server.ts";

/**
 * What the operator pages show after an exchange: the provider's answer, or why it failed (with
 * the provider's answer when there is one).
 */
export type TokenOutcome = ExchangeResult;

export type DropboxPage =
  | { configured: false }
  | {
      configured: true;
      /** The provider's page that sends the code back to the callback page. */
      authorizeUrl: string;
      /** The provider's page that shows the code, for pasting. */
      pasteUrl: string;
      redirectUri: string;
      connection: DropboxConnection;
    };

function setup() {
  const { dropbox, secretKey, baseUrl } = config();
  return dropbox && secretKey
    ? { dropbox, secretKey, redirectUri: `${baseUrl}${CALLBACK_PATH}` }
    : null;
}

export async function dropboxPage(user: StaffUser): Promise<DropboxPage> {
  const s = setup();
  if (!s) return { configured: false };
  const state = oauthState(s.secretKey, user.id);
  return {
    configured: true,
    authorizeUrl: authorizeUrl(s.dropbox, { uri: s.redirectUri, state }),
    pasteUrl: authorizeUrl(s.dropbox),
    redirectUri: s.redirectUri,
    connection: await dropboxConnection(),
  };
}

async function outcomeOf(result: ExchangeResult, { client, user }: Actor): Promise<TokenOutcome> {
  if (!result.ok) return result;
  const account = typeof result.response.account_id === "string" ? result.response.account_id : "";
  await audit(
    client,
    "settings-changed",
    { userId: user.id, username: user.username },
    `ได้รับโทเค็น Dropbox ใหม่${account ? ` (บัญชี ${account})` : ""}`,
  );
  return { ok: true, response: result.response };
}

/** The code an operator pasted from the provider's page (asked for without a redirect). */
export async function exchangePastedCode(code: string, actor: Actor): Promise<TokenOutcome> {
  await authorize(actor, "storage.manage", "dropbox-exchange");
  return outcomeOf(await exchangeDropboxCode(code), actor);
}

/**
 * The provider's redirect to the callback page: `?code=…&state=…`, or `?error=…` when the
 * operator declined. Null when the address carries neither, or Dropbox is not configured.
 */
export async function exchangeCallback(
  actor: Actor,
  params: URLSearchParams,
): Promise<TokenOutcome | null> {
  await authorize(actor, "storage.manage", "dropbox-callback");
  const s = setup();
  const code = params.get("code");
  if (!s || (!code && !params.has("error"))) return null;
  if (!code) {
    const response = {
      error: params.get("error"),
      error_description: params.get("error_description"),
    };
    return { ...failure("dropbox.denied"), response };
  }
  if (!isValidOAuthState(params.get("state") ?? "", s.secretKey, actor.user.id))
    return failure("dropbox.state-invalid");
  return outcomeOf(await exchangeDropboxCode(code, s.redirectUri), actor);
}
