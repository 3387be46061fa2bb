import "../../styles/two-factor.css";
import { data, Form } from "react-router";
import { z } from "zod";
import { RecoveryCodes } from "../../components/auth/recovery-codes.tsx";
import { TwoFactorManage } from "../../components/auth/two-factor-manage.tsx";
import { TwoFactorSetup } from "../../components/auth/two-factor-setup.tsx";
import { staffFrom } from "../../domain/accounts/staff-context.server.ts";
import {
  cancelSetup,
  confirmSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  setupDetails,
  startSetup,
  twoFactorRequiredFor,
  twoFactorStatus,
  type PasswordFailure,
} from "../../domain/accounts/two-factor.server.ts";
import { ERROR_CATALOGUE, failure, type Failure } from "../../lib/app-error.ts";
import { fieldErrors } from "../../lib/form-errors.ts";
import type { Route } from "./+types/account-two-factor";
import { requestContext } from "../../lib/http.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const user = staffFrom(context);
  const status = await twoFactorStatus(user.id);
  return {
    username: user.username,
    state: status.state,
    recoveryCodesLeft: status.state === "on" ? status.recoveryCodesLeft : 0,
    setup:
      status.state === "pending"
        ? { secret: status.secret, ...(await setupDetails(user, status.secret)) }
        : null,
    required: await twoFactorRequiredFor(user),
  };
}

const password = (message: string) =>
  z
    .string()
    .max(256)
    .refine((v) => v.trim() !== "", message);
const PASSWORD_REQUIRED = "กรุณากรอกรหัสผ่านปัจจุบัน";

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  z.object({ intent: z.literal("cancel") }),
  z.object({
    intent: z.literal("confirm"),
    code: z.string().trim().min(1, ERROR_CATALOGUE["totp.code-missing"].message).max(32),
  }),
  z.object({ intent: z.literal("regenerate"), regeneratePassword: password(PASSWORD_REQUIRED) }),
  z.object({ intent: z.literal("disable"), disablePassword: password(PASSWORD_REQUIRED) }),
]);

type FieldName = "code" | "regeneratePassword" | "disablePassword";

type ActionData = { ok: true; message?: string; recoveryCodes?: string[] } | Failure;

function done(body: Omit<Extract<ActionData, { ok: true }>, "ok"> = {}) {
  return data<ActionData>({ ok: true, ...body });
}

function refused(result: Failure) {
  return data<ActionData>(result, { status: result.status });
}

/** A wrong current password is shown beside the field that asked for it; anything else above. */
function passwordRefused({ retryAfter: _, ...result }: PasswordFailure, field: FieldName) {
  if (result.code !== "totp.password-wrong") return refused(result);
  return refused({ ...result, fields: { [field]: result.message } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = staffFrom(context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return refused(failure("totp.form-invalid", { fields: fieldErrors(parsed.error) }));
  const input = parsed.data;
  switch (input.intent) {
    case "start":
      await startSetup(user.id);
      return done();
    case "cancel":
      await cancelSetup(user.id);
      return done({ message: "ยกเลิกการตั้งค่าแล้ว" });
    case "confirm": {
      const result = await confirmSetup(requestContext(request), user, input.code);
      if (!result.ok) return refused(result);
      const message = "เปิดใช้การยืนยันตัวตนสองขั้นตอนแล้ว";
      return done({ message, recoveryCodes: result.recoveryCodes });
    }
    case "regenerate": {
      const result = await regenerateRecoveryCodes(
        requestContext(request),
        user,
        input.regeneratePassword,
      );
      if (!result.ok) return passwordRefused(result, "regeneratePassword");
      const message = "สร้างรหัสสำรองชุดใหม่แล้ว รหัสชุดเดิมใช้ไม่ได้อีกต่อไป";
      return done({ message, recoveryCodes: result.recoveryCodes });
    }
    case "disable": {
      const result = await disableTwoFactor(requestContext(request), user, input.disablePassword);
      if (!result.ok) return passwordRefused(result, "disablePassword");
      return done({ message: "ปิดการยืนยันตัวตนสองขั้นตอนแล้ว" });
    }
  }
}

export const meta = () => [{ title: "การยืนยันตัวตนสองขั้นตอน | ระบบจัดการเว็บไซต์" }];

/** Turning two-factor sign-in on and off, and the recovery codes that go with it. */
export default function AccountTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { username, state, recoveryCodesLeft, setup, required } = loaderData;
  const errors: Partial<Record<FieldName, string>> =
    actionData?.ok === false ? actionData.fields : {};
  // A refusal that only repeats what its field says is shown beside the field alone.
  const message =
    actionData?.ok === false && Object.values(actionData.fields).includes(actionData.message)
      ? undefined
      : actionData?.message;
  return (
    <div className="admin-page two-factor">
      <h1>การยืนยันตัวตนสองขั้นตอน</h1>
      {required && state !== "on" ? (
        <p className="form-note" role="status">
          ผู้ดูแลระบบต้องเปิดใช้การยืนยันตัวตนสองขั้นตอนก่อนใช้งานส่วนอื่นของระบบหลังบ้าน
        </p>
      ) : null}
      {actionData && message ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={actionData.ok ? "form-success" : "form-error"}
        >
          {message}
        </p>
      ) : null}
      <p className="two-factor-state">
        สถานะ: <strong>{state === "on" ? "เปิดใช้งานอยู่" : "ยังไม่ได้เปิดใช้งาน"}</strong>
      </p>
      {actionData?.ok && actionData.recoveryCodes ? (
        <RecoveryCodes codes={actionData.recoveryCodes} username={username} />
      ) : null}
      {state === "off" ? (
        <section className="two-factor-section" aria-labelledby="start-title">
          <h2 id="start-title">เพิ่มความปลอดภัยให้บัญชี</h2>
          <p>
            นอกจากรหัสผ่านแล้ว ทุกครั้งที่เข้าสู่ระบบจะต้องกรอกรหัส 6 หลักจากแอปยืนยันตัวตนในโทรศัพท์ แม้รหัสผ่านรั่วไหล
            ผู้อื่นก็เข้าสู่ระบบแทนคุณไม่ได้
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <button type="submit" className="button">
              เริ่มตั้งค่า
            </button>
          </Form>
        </section>
      ) : null}
      {setup ? <TwoFactorSetup setup={setup} error={errors.code} /> : null}
      {state === "on" ? (
        <TwoFactorManage
          username={username}
          recoveryCodesLeft={recoveryCodesLeft}
          required={required}
          errors={errors}
        />
      ) : null}
    </div>
  );
}
