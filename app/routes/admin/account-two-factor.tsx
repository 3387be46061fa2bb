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
import { SIGN_IN_MESSAGES } from "../../lib/sign-in-messages.ts";
import { TWO_FACTOR_MESSAGES } from "../../lib/staff/two-factor-messages.ts";
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
    code: z.string().trim().min(1, TWO_FACTOR_MESSAGES.codeRequired).max(32),
  }),
  z.object({ intent: z.literal("regenerate"), regeneratePassword: password(PASSWORD_REQUIRED) }),
  z.object({ intent: z.literal("disable"), disablePassword: password(PASSWORD_REQUIRED) }),
]);

type FieldName = "code" | "regeneratePassword" | "disablePassword";

type ActionData = {
  ok: boolean;
  message?: string;
  fieldErrors?: Partial<Record<FieldName, string>>;
  recoveryCodes?: string[];
};

function refused(body: Omit<ActionData, "ok">, status: number) {
  return data<ActionData>({ ok: false, ...body }, { status });
}

function passwordRefused(result: PasswordFailure, field: FieldName) {
  return result.reason === "throttled"
    ? refused({ message: SIGN_IN_MESSAGES.throttled(result.retryAfter) }, 429)
    : refused({ fieldErrors: { [field]: "รหัสผ่านไม่ถูกต้อง" } }, 400);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = staffFrom(context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const fieldErrors: ActionData["fieldErrors"] = {};
    for (const issue of parsed.error.issues)
      fieldErrors[issue.path[0] as FieldName] ??= issue.message;
    return refused({ fieldErrors, message: "กรุณาตรวจสอบข้อมูลที่กรอก" }, 400);
  }
  const input = parsed.data;
  switch (input.intent) {
    case "start":
      await startSetup(user.id);
      return data<ActionData>({ ok: true });
    case "cancel":
      await cancelSetup(user.id);
      return data<ActionData>({ ok: true, message: "ยกเลิกการตั้งค่าแล้ว" });
    case "confirm": {
      const result = await confirmSetup(requestContext(request), user, input.code);
      if (result.ok) {
        const message = "เปิดใช้การยืนยันตัวตนสองขั้นตอนแล้ว";
        return data<ActionData>({ ok: true, message, recoveryCodes: result.recoveryCodes });
      }
      if (result.reason === "invalid")
        return refused({ fieldErrors: { code: TWO_FACTOR_MESSAGES.invalidCode } }, 400);
      return refused({ message: "ไม่มีการตั้งค่าที่รอการยืนยัน กรุณาเริ่มใหม่" }, 409);
    }
    case "regenerate": {
      const result = await regenerateRecoveryCodes(
        requestContext(request),
        user,
        input.regeneratePassword,
      );
      if (result.ok) {
        const message = "สร้างรหัสสำรองชุดใหม่แล้ว รหัสชุดเดิมใช้ไม่ได้อีกต่อไป";
        return data<ActionData>({ ok: true, message, recoveryCodes: result.recoveryCodes });
      }
      if (result.reason === "off")
        return refused({ message: "ยังไม่ได้เปิดใช้การยืนยันตัวตนสองขั้นตอน" }, 409);
      return passwordRefused(result, "regeneratePassword");
    }
    case "disable": {
      const result = await disableTwoFactor(requestContext(request), user, input.disablePassword);
      if (result.ok) return data<ActionData>({ ok: true, message: "ปิดการยืนยันตัวตนสองขั้นตอนแล้ว" });
      if (result.reason === "required") {
        const message = "ผู้ดูแลระบบต้องใช้การยืนยันตัวตนสองขั้นตอน จึงปิดไม่ได้";
        return refused({ message }, 403);
      }
      return passwordRefused(result, "disablePassword");
    }
  }
}

export const meta = () => [{ title: "การยืนยันตัวตนสองขั้นตอน | ระบบจัดการเว็บไซต์" }];

/** Turning two-factor sign-in on and off, and the recovery codes that go with it. */
export default function AccountTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { username, state, recoveryCodesLeft, setup, required } = loaderData;
  const errors = actionData?.fieldErrors ?? {};
  return (
    <div className="admin-page two-factor">
      <h1>การยืนยันตัวตนสองขั้นตอน</h1>
      {required && state !== "on" ? (
        <p className="form-note" role="status">
          ผู้ดูแลระบบต้องเปิดใช้การยืนยันตัวตนสองขั้นตอนก่อนใช้งานส่วนอื่นของระบบหลังบ้าน
        </p>
      ) : null}
      {actionData?.message ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={actionData.ok ? "form-success" : "form-error"}
        >
          {actionData.message}
        </p>
      ) : null}
      <p className="two-factor-state">
        สถานะ: <strong>{state === "on" ? "เปิดใช้งานอยู่" : "ยังไม่ได้เปิดใช้งาน"}</strong>
      </p>
      {actionData?.recoveryCodes ? (
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
