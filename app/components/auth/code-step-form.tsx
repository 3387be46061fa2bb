import "../../styles/two-factor.css";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { SecondStep, SignInActionData } from "../../lib/sign-in-data.ts";
import { FormField } from "./form-field.tsx";

const METHODS = {
  totp: {
    label: "รหัสยืนยัน 6 หลัก",
    hint: "เปิดแอปยืนยันตัวตนในโทรศัพท์ แล้วกรอกรหัส 6 หลักที่แสดงอยู่",
    switchTo: "ใช้รหัสสำรองแทน",
  },
  recovery: {
    label: "รหัสสำรอง",
    hint: "กรอกรหัสสำรองหนึ่งรหัสที่บันทึกไว้ แต่ละรหัสใช้ได้ครั้งเดียว",
    switchTo: "ใช้รหัสจากแอปแทน",
  },
} as const;

/**
 * The second sign-in step, shown after a right password when the account uses two-factor
 * sign-in. It posts through the same fetcher as the password step, so the page and the modal
 * follow the server's answer; without JavaScript the same buttons are plain form posts.
 */
export function CodeStepForm({
  next,
  step,
  error,
  message,
  hydrated,
}: {
  next: string;
  step: SecondStep;
  error?: string;
  message?: string;
  hydrated: boolean;
}) {
  const fetcher = useFetcher<SignInActionData>({ key: "sign-in" });
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const method = METHODS[step.method];

  useEffect(() => {
    const input = form.current?.elements.namedItem("code");
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  }, [step.method, fetcher.data]);

  return (
    <fetcher.Form ref={form} method="post" action="/signin" className="code-step" noValidate>
      <p className="code-step-title">ยืนยันตัวตนขั้นที่สอง</p>
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="pending" value={step.pending} />
      <input type="hidden" name="method" value={step.method} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <FormField
        key={step.method}
        name="code"
        label={method.label}
        hint={method.hint}
        error={error}
        {...(step.method === "totp"
          ? { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 10 }
          : {
              autoComplete: "off",
              autoCapitalize: "characters",
              spellCheck: false,
              maxLength: 20,
            })}
      />
      <button type="submit" className="button button-block" disabled={busy}>
        {busy ? "กำลังตรวจสอบ…" : "ยืนยัน"}
      </button>
      <div className="code-step-actions">
        <button type="submit" name="intent" value="switch" className="link-button">
          {method.switchTo}
        </button>
        <button type="submit" name="intent" value="cancel" className="link-button">
          เริ่มเข้าสู่ระบบใหม่
        </button>
      </div>
    </fetcher.Form>
  );
}
