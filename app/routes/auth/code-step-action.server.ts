import { data } from "react-router";
import {
  cancelPendingSignIn,
  completeSignIn,
  pendingSignInLive,
} from "../../domain/accounts/auth.server.ts";
import { ERROR_CATALOGUE, failure } from "../../lib/app-error.ts";
import type { SecondStep, SignInActionData } from "../../lib/sign-in-data.ts";
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
    return data<SignInActionData>({ ok: true });
  }
  if (intent === "switch") {
    if (!(await pendingSignInLive(pending)))
      return signInResponse(failure("totp.step-expired"), { to, js });
    const other = method === "totp" ? "recovery" : "totp";
    return data<SignInActionData>({ ok: true, secondStep: { pending, method: other } });
  }
  const code = String(form.get("code") ?? "")
    .trim()
    .slice(0, MAX_CODE);
  if (!code) {
    const missing = method === "totp" ? "totp.code-missing" : "totp.recovery-code-missing";
    const refused = failure(missing, { fields: { code: ERROR_CATALOGUE[missing].message } });
    return signInResponse(refused, { to, js, secondStep: step });
  }
  const result = await completeSignIn(requestContext(request), pending, method, code);
  // An expired code step goes back to the password; any other refusal stays on the code.
  const stay = result.ok || result.code !== "totp.step-expired";
  return signInResponse(result, { to, js, secondStep: stay ? step : undefined });
}
