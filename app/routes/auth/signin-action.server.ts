import { data } from "react-router";
import {
  AFTER_SIGN_IN,
  MAX_PASSWORD,
  MAX_USERNAME,
  signIn,
} from "../../domain/accounts/auth.server.ts";
import { failure, type FieldErrors } from "../../lib/app-error.ts";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import type { SignInActionData } from "../../lib/sign-in-data.ts";
import { SIGN_IN_MESSAGES } from "../../lib/sign-in-messages.ts";
import { codeStepAction } from "./code-step-action.server.ts";
import { signInResponse } from "./signin-response.server.ts";
import { requestContext } from "../../lib/http.server.ts";

/**
 * Signs in from the page or the modal, in one or two steps. With JavaScript (`js=1`) it answers
 * with data and the page moves on by itself; without, it redirects like any form post.
 */
export async function signInAction(request: Request) {
  const form = await request.formData();
  const to = safeRedirect(form.get("next"), AFTER_SIGN_IN);
  const js = form.get("js") === "1";
  const pending = String(form.get("pending") ?? "");
  if (pending) return codeStepAction(request, form, pending, { to, js });
  const username = String(form.get("username") ?? "")
    .trim()
    .slice(0, MAX_USERNAME);
  const password = String(form.get("password") ?? "").slice(0, MAX_PASSWORD);
  const fields: FieldErrors = {};
  if (!username) fields.username = SIGN_IN_MESSAGES.usernameRequired;
  if (!password.trim()) fields.password = SIGN_IN_MESSAGES.passwordRequired;
  if (fields.username || fields.password) {
    const missing = failure("auth.credentials-missing", { fields });
    return signInResponse(missing, { to, js, username });
  }
  const result = await signIn(requestContext(request), username, password);
  if (result.ok && "pending" in result) {
    return data<SignInActionData>({
      ok: true,
      secondStep: { pending: result.pending, method: "totp" },
    });
  }
  return signInResponse(result, { to, js, username });
}
