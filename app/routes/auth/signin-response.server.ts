import { data, redirect } from "react-router";
import type { SignInResult } from "../../domain/accounts/auth.server.ts";
import type { SignInActionData } from "../../lib/sign-in-data.ts";
import { SIGN_IN_MESSAGES } from "../../lib/sign-in-messages.ts";
import { TWO_FACTOR_MESSAGES } from "../../lib/staff/two-factor-messages.ts";

/** The answer to a finished attempt: signed in, refused, throttled or expired. */
export function signInResponse(
  result: SignInResult,
  { to, js, username }: { to: string; js: boolean; username?: string },
) {
  if (result.ok) {
    const headers = { "Set-Cookie": result.cookie };
    if (js) return data<SignInActionData>({ ok: true, to }, { headers });
    return redirect(to, { headers });
  }
  if (result.reason === "throttled") {
    return data<SignInActionData>(
      { ok: false, username, message: SIGN_IN_MESSAGES.throttled(result.retryAfter) },
      { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
    );
  }
  const expired = result.reason === "expired";
  return data<SignInActionData>(
    {
      ok: false,
      username,
      message: expired ? TWO_FACTOR_MESSAGES.expired : SIGN_IN_MESSAGES.invalid,
    },
    { status: expired ? 410 : 401 },
  );
}
