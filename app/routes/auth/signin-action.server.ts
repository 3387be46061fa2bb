import { data, redirect } from "react-router";
import { MAX_PASSWORD, MAX_USERNAME, safeNext, signIn } from "../../domain/auth.server.ts";
import { AUTH_MESSAGES } from "../../lib/toast.ts";

export type SignInActionData = {
  ok: boolean;
  to?: string;
  message?: string;
  fieldErrors?: { username?: string; password?: string };
  username?: string;
};

/**
 * Signs in from the page or the modal. With JavaScript (`js=1`) it answers with data and the
 * page moves on by itself; without, it redirects like any form post.
 */
export async function signInAction(request: Request) {
  const form = await request.formData();
  const username = String(form.get("username") ?? "")
    .trim()
    .slice(0, MAX_USERNAME);
  const password = String(form.get("password") ?? "").slice(0, MAX_PASSWORD);
  const to = safeNext(String(form.get("next") ?? ""));
  const js = form.get("js") === "1";
  const fieldErrors: SignInActionData["fieldErrors"] = {};
  if (!username) fieldErrors.username = AUTH_MESSAGES.usernameRequired;
  if (!password.trim()) fieldErrors.password = AUTH_MESSAGES.passwordRequired;
  if (fieldErrors.username || fieldErrors.password) {
    return data<SignInActionData>({ ok: false, fieldErrors, username }, { status: 400 });
  }
  const result = await signIn(request, username, password);
  if (!result.ok) {
    const throttled = result.reason === "throttled";
    return data<SignInActionData>(
      {
        ok: false,
        username,
        message: throttled ? AUTH_MESSAGES.throttled(result.retryAfter) : AUTH_MESSAGES.invalid,
      },
      {
        status: throttled ? 429 : 401,
        headers: throttled ? { "Retry-After": String(result.retryAfter) } : undefined,
      },
    );
  }
  const headers = { "Set-Cookie": result.cookie };
  if (js) return data<SignInActionData>({ ok: true, to }, { headers });
  return redirect(to, { headers });
}
