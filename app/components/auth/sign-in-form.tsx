import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { useHydrated } from "../use-hydrated.ts";
import type { SignInActionData } from "../../lib/sign-in-data.ts";
import { SIGN_IN_MESSAGES } from "../../lib/sign-in-messages.ts";
import { notify } from "../../lib/toast.ts";
import { CodeStepForm } from "./code-step-form.tsx";

const REMEMBER_KEY = "sukhaphap:remembered-username";

function rememberedUsername(): string {
  try {
    return localStorage.getItem(REMEMBER_KEY) ?? "";
  } catch {
    return "";
  }
}

function remember(username: string | null): void {
  try {
    if (username) localStorage.setItem(REMEMBER_KEY, username);
    else localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // Storage unavailable: nothing is remembered.
  }
}

type Errors = { username?: string; password?: string };

/** The messages beside the fields of a refusal (none for an answer that is not one). */
function fieldsOf(result: SignInActionData): Partial<Record<string, string>> {
  return result.ok ? {} : result.fields;
}

/**
 * The form-level message of a refusal. One that names fields is shown beside them alone; the
 * rest (a wrong password, a wait, an expired code step) above the form and in a toast.
 */
function messageOf(result: SignInActionData | undefined): string | undefined {
  if (!result || result.ok || Object.keys(result.fields).length) return undefined;
  return result.message;
}

/**
 * Username, password (with show/hide) and "remember me", posted to `/signin`. Empty fields are
 * marked and nothing is sent; only the username is ever kept in the browser. An account with
 * two-factor sign-in then gets the code step in the same place.
 */
export function SignInForm({ next, serverData }: { next: string; serverData?: SignInActionData }) {
  const fetcher = useFetcher<SignInActionData>({ key: "sign-in" });
  const navigate = useNavigate();
  const id = useId();
  const [clientErrors, setErrors] = useState<Errors | null>(null);
  const answer = fetcher.data ?? serverData;
  const errors: Errors = clientErrors ?? (answer ? fieldsOf(answer) : {});
  const [showPassword, setShowPassword] = useState(false);
  const hydrated = useHydrated();
  const username = useRef<HTMLInputElement>(null);
  const rememberBox = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const saved = rememberedUsername();
    if (saved && username.current && !username.current.value) {
      username.current.value = saved;
      if (rememberBox.current) rememberBox.current.checked = true;
    }
  }, []);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    const refused = messageOf(result);
    if (result.ok && result.to) {
      notify.success(SIGN_IN_MESSAGES.signedIn);
      navigate(result.to);
    } else if (refused) {
      notify.error(refused);
    }
  }, [fetcher.state, fetcher.data, navigate]);

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(e.currentTarget);
    const found: Errors = {};
    const name = String(form.get("username") ?? "").trim();
    if (!name) found.username = SIGN_IN_MESSAGES.usernameRequired;
    if (!String(form.get("password") ?? "").trim())
      found.password = SIGN_IN_MESSAGES.passwordRequired;
    if (found.username || found.password) {
      setErrors(found);
      e.preventDefault();
      const first = e.currentTarget.elements.namedItem(found.username ? "username" : "password");
      if (first instanceof HTMLInputElement) first.focus();
      return;
    }
    setErrors(null);
    remember(form.get("remember") ? name : null);
  }

  // A refusal is written in the form as well as in a toast: a toast must not be its only carrier.
  const message = hydrated
    ? fetcher.state === "idle"
      ? messageOf(fetcher.data)
      : undefined
    : messageOf(serverData);
  if (answer?.secondStep) {
    return (
      <CodeStepForm
        next={next}
        step={answer.secondStep}
        error={fieldsOf(answer).code}
        message={hydrated ? undefined : message}
        hydrated={hydrated}
      />
    );
  }
  return (
    <fetcher.Form
      method="post"
      action="/signin"
      className="sign-in-form"
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name="next" value={next} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="field" data-invalid={errors.username ? true : undefined}>
        <label htmlFor={`${id}-username`}>ชื่อผู้ใช้</label>
        <input
          ref={username}
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          defaultValue={serverData?.ok === false ? serverData.username : undefined}
          maxLength={100}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? `${id}-username-error` : undefined}
          onInput={() => errors.username && setErrors({ ...errors, username: undefined })}
        />
        {errors.username ? (
          <p id={`${id}-username-error`} className="field-error">
            {errors.username}
          </p>
        ) : null}
      </div>
      <div className="field" data-invalid={errors.password ? true : undefined}>
        <label htmlFor={`${id}-password`}>รหัสผ่าน</label>
        <div className="password-row">
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            maxLength={256}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            onInput={() => errors.password && setErrors({ ...errors, password: undefined })}
          />
          {hydrated ? (
            <button
              type="button"
              className="button button-secondary"
              aria-pressed={showPassword}
              aria-controls={`${id}-password`}
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? SIGN_IN_MESSAGES.hidePassword : SIGN_IN_MESSAGES.showPassword}
            </button>
          ) : null}
        </div>
        {errors.password ? (
          <p id={`${id}-password-error`} className="field-error">
            {errors.password}
          </p>
        ) : null}
      </div>
      <div className="check">
        <input ref={rememberBox} id={`${id}-remember`} name="remember" type="checkbox" value="1" />
        <label htmlFor={`${id}-remember`}>จดจำชื่อผู้ใช้</label>
      </div>
      <button type="submit" className="button button-block" disabled={busy}>
        {busy ? "กำลังเข้าสู่ระบบ…" : "เข้าสู่ระบบ"}
      </button>
    </fetcher.Form>
  );
}

/** The two tabs of the sign-in box; registering is closed because administrators create accounts. */
export function SignInTabs() {
  return (
    <div className="sign-in-tabs">
      <div role="tablist" aria-label="เข้าสู่ระบบหรือลงทะเบียน">
        <button type="button" role="tab" aria-selected="true" id="tab-sign-in" className="tab">
          เข้าสู่ระบบ
        </button>
        <button
          type="button"
          role="tab"
          aria-selected="false"
          aria-disabled="true"
          aria-describedby="register-hint"
          className="tab"
          disabled
        >
          ลงทะเบียน
        </button>
      </div>
      <p id="register-hint" className="hint">
        บัญชีผู้ใช้สร้างโดยผู้ดูแลระบบเท่านั้น หากต้องการบัญชี กรุณาติดต่อผู้ดูแลระบบของสำนักงาน
      </p>
    </div>
  );
}
