/** The code step of a sign-in: the one-time pending token, and which kind of code is asked for. */
export type SecondStep = { pending: string; method: "totp" | "recovery" };

/** What the sign-in action answers the sign-in form with. */
export type SignInActionData = {
  ok: boolean;
  to?: string;
  message?: string;
  fieldErrors?: { username?: string; password?: string; code?: string };
  username?: string;
  /** Present while the sign-in waits for a code from the authenticator app or a recovery code. */
  secondStep?: SecondStep;
};
