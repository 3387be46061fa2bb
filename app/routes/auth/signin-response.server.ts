import { data, redirect } from "react-router";
import type { SignInResult } from "../../domain/accounts/auth.server.ts";
import type { SecondStep, SignInActionData } from "../../lib/sign-in-data.ts";

/**
 * The answer to an attempt: signed in, or refused with the refusal's status (a throttled one
 * with `Retry-After`); `secondStep` keeps the code step open after a refusal there.
 */
export function signInResponse(
  result: SignInResult,
  {
    to,
    js,
    username,
    secondStep,
  }: { to: string; js: boolean; username?: string; secondStep?: SecondStep },
) {
  if (result.ok) {
    const headers = { "Set-Cookie": result.cookie };
    if (js) return data<SignInActionData>({ ok: true, to }, { headers });
    return redirect(to, { headers });
  }
  const { retryAfter, ...refused } = result;
  const headers: HeadersInit = retryAfter ? { "Retry-After": String(retryAfter) } : {};
  return data<SignInActionData>(
    {
      ...refused,
      ...(username === undefined ? {} : { username }),
      ...(secondStep ? { secondStep } : {}),
    },
    { status: refused.status, headers },
  );
}
