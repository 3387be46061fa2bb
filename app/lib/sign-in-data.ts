import type { Failure } from "./app-error.ts";

/** The code step of a sign-in: the one-time pending token, and which kind of code is asked for. */
export type SecondStep = { pending: string; method: "totp" | "recovery" };

/**
 * What the sign-in action answers the sign-in form with: signed in (`to`, with JavaScript), the
 * code step (`secondStep`), back to the password step (neither), or a refusal with the username
 * typed and, during the code step, the step to stay on.
 */
export type SignInActionData =
  | { ok: true; to?: string; secondStep?: SecondStep }
  | (Failure & { username?: string; secondStep?: SecondStep });
