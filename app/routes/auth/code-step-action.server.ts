import { data } from "react-router";
import {
  cancelPendingSignIn,
  completeSignIn,
  pendingSignInLive,
} from "../../domain/accounts/auth.server.ts";
import type { SecondStep, SignInActionData } from "../../lib/sign-in-data.ts";
import { SIGN_IN_MESSAGES } from "../../lib/sign-in-messages.ts";
import { TWO_FACTOR_MESSAGES } from "../../lib/staff/two-factor-messages.ts";
import { signInResponse } from "./signin-response.server.ts";
import { requestContext } from "../../lib/http.server.ts";

const MAX_CODE = 32;

/**
 * The second sign-in step: check a code (`intent` empty), switch between an app code and a
 * recovery code (`switch`), or give up and start again (`cancel`).
 */
export async function codeStepAction(
  request: Request,
  form: FormData,
  pending: string,
  { to, js }: { to: string; js: boolean },
) {
  const method = form.get("method") === "recovery" ? "recovery" : "totp";
  const step: SecondStep = { pending, method };
  const intent = form.get("intent");
  if (intent === "cancel") {
    await cancelPendingSignIn(pending);
    return data<SignInActionData>({ ok: false });
  }
  if (intent === "switch") {
    if (!(await pendingSignInLive(pending)))
      return signInResponse({ ok: false, reason: "expired" }, { to, js });
    const other = method === "totp" ? "recovery" : "totp";
    return data<SignInActionData>({ ok: false, secondStep: { pending, method: other } });
  }
  const code = String(form.get("code") ?? "")
    .trim()
    .slice(0, MAX_CODE);
  if (!code) {
    const required =
      method === "totp" ? TWO_FACTOR_MESSAGES.codeRequired : TWO_FACTOR_MESSAGES.recoveryRequired;
    return data<SignInActionData>(
      { ok: false, secondStep: step, fieldErrors: { code: required } },
      { status: 400 },
    );
  }
  const result = await completeSignIn(requestContext(request), pending, method, code);
  if (result.ok === false && result.reason === "invalid") {
    const wrong =
      method === "totp" ? TWO_FACTOR_MESSAGES.invalidCode : TWO_FACTOR_MESSAGES.invalidRecovery;
    return data<SignInActionData>(
      { ok: false, secondStep: step, fieldErrors: { code: wrong } },
      { status: 401 },
    );
  }
  if (result.ok === false && result.reason === "throttled") {
    return data<SignInActionData>(
      { ok: false, secondStep: step, message: SIGN_IN_MESSAGES.throttled(result.retryAfter) },
      { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
    );
  }
  return signInResponse(result, { to, js });
}
