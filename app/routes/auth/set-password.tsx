import "../../styles/pages/sign-in.css";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormField } from "../../components/auth/form-field.tsx";
import {
  passwordLinkValid,
  setPasswordWithLink,
} from "../../domain/accounts/own-account.server.ts";
import { formText } from "../../lib/form-data.ts";
import type { Route } from "./+types/set-password";
import { requestContext } from "../../lib/http.server.ts";

/** A link that is unknown, used or expired is a 404, with the page saying so. */
export async function loader({ params }: Route.LoaderArgs) {
  const valid = await passwordLinkValid(params.token);
  return data({ valid }, { status: valid ? 200 : 404 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await setPasswordWithLink(requestContext(request), params.token, {
    newPassword: formText(form, "newPassword", 512),
    confirmPassword: formText(form, "confirmPassword", 512),
  });
  if (result.ok) return redirect("/signin?password=set");
  const expired = result.code === "account.link-expired";
  return data({ fields: result.fields, expired }, result.status);
}

export const meta: Route.MetaFunction = () => [
  { title: "ตั้งรหัสผ่าน" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

/** Opened from the one-time link an administrator gave: the person sets their own password. */
export default function SetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  // Sent once: the link is spent by the first sending, and a second would be refused.
  const busy = useNavigation().state !== "idle";
  const valid = loaderData.valid && !actionData?.expired;
  const errors: Partial<Record<string, string>> = actionData?.fields ?? {};
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1>ตั้งรหัสผ่าน</h1>
        {!valid ? (
          <>
            <p role="alert" className="form-error">
              ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่จากผู้ดูแลระบบ
            </p>
            <p>
              <Link to="/signin">ไปหน้าเข้าสู่ระบบ</Link>
            </p>
          </>
        ) : (
          <Form method="post" className="stack" noValidate>
            <FormField
              name="newPassword"
              label="รหัสผ่านใหม่"
              type="password"
              hint="อย่างน้อย 10 ตัวอักษร ใช้ภาษาไทยหรือวลียาว ๆ ได้"
              autoComplete="new-password"
              required
              maxLength={128}
              error={errors.newPassword}
            />
            <FormField
              name="confirmPassword"
              label="ยืนยันรหัสผ่านใหม่"
              type="password"
              autoComplete="new-password"
              required
              maxLength={128}
              error={errors.confirmPassword}
            />
            <button type="submit" className="button button-block" disabled={busy}>
              {busy ? "กำลังตั้งรหัสผ่าน…" : "ตั้งรหัสผ่าน"}
            </button>
          </Form>
        )}
      </div>
    </main>
  );
}
