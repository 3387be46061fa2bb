import { data, Form, Link, useSearchParams } from "react-router";
import { Notice } from "../../components/admin/notice.tsx";
import { NoticeEmailField } from "../../components/admin/notice-email-field.tsx";
import { FormField } from "../../components/auth/form-field.tsx";
import { currentSession } from "../../domain/accounts/auth.server.ts";
import { staffFrom } from "../../domain/accounts/staff-context.server.ts";
import {
  changeOwnPassword,
  changeOwnProfile,
  ownEmail,
} from "../../domain/accounts/own-account.server.ts";
import { failure } from "../../lib/app-error.ts";
import { formText } from "../../lib/form-data.ts";
import { ROLE_LABELS } from "../../lib/permissions.ts";
import type { Route } from "./+types/account";
import { actorOf, requestContext } from "../../lib/http.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const user = staffFrom(context);
  return {
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    email: await ownEmail(user),
    role: ROLE_LABELS[user.role],
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = staffFrom(context);
  const session = await currentSession(requestContext(request));
  const me = { ...actorOf(request, user), sessionId: session?.id ?? "" };
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (intent === "name") {
    const result = await changeOwnProfile(me, {
      firstName: formText(form, "firstName"),
      lastName: formText(form, "lastName"),
      email: formText(form, "email", 300),
    });
    return result.ok
      ? { intent, ok: true, message: "บันทึกชื่อและอีเมลแล้ว", fields: {} }
      : data({ intent, ...result }, result.status);
  }
  if (intent === "password") {
    const result = await changeOwnPassword(me, {
      currentPassword: formText(form, "currentPassword", 512),
      newPassword: formText(form, "newPassword", 512),
      confirmPassword: formText(form, "confirmPassword", 512),
    });
    return result.ok
      ? {
          intent,
          ok: true,
          message: "เปลี่ยนรหัสผ่านแล้ว อุปกรณ์อื่นที่เข้าสู่ระบบด้วยบัญชีนี้ถูกออกจากระบบ",
          fields: {},
        }
      : data({ intent, ...result }, result.status);
  }
  return data({ intent, ...failure("request.invalid") }, 400);
}

export const meta: Route.MetaFunction = () => [{ title: "บัญชีของฉัน | ระบบจัดการเว็บไซต์" }];

/** Every staff member's own name, e-mail address and password. */
export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const nameResult = actionData?.intent === "name" ? actionData : null;
  const passwordResult = actionData?.intent === "password" ? actionData : null;
  const errors: Partial<Record<string, string>> = actionData?.fields ?? {};
  const mustChange = params.get("required") === "password" && !passwordResult?.ok;
  return (
    <div className="admin-page">
      <h1>บัญชีของฉัน</h1>
      <p>
        ชื่อผู้ใช้ <strong>{loaderData.username}</strong> · บทบาท {loaderData.role}
      </p>
      {mustChange ? (
        <p role="alert" className="form-error">
          กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งานระบบ รหัสผ่านที่ได้รับจากผู้ดูแลระบบใช้ได้เพียงครั้งแรกเท่านั้น
        </p>
      ) : null}
      <section className="admin-section" aria-labelledby="name-title">
        <h2 id="name-title">ชื่อและอีเมล</h2>
        <Notice result={nameResult} />
        <Form method="post" className="stack" noValidate>
          <input type="hidden" name="intent" value="name" />
          <FormField
            name="firstName"
            label="ชื่อ"
            autoComplete="given-name"
            maxLength={100}
            required
            defaultValue={loaderData.firstName}
            error={nameResult ? errors.firstName : undefined}
          />
          <FormField
            name="lastName"
            label="นามสกุล"
            autoComplete="family-name"
            maxLength={100}
            required
            defaultValue={loaderData.lastName}
            error={nameResult ? errors.lastName : undefined}
          />
          <NoticeEmailField
            defaultValue={loaderData.email}
            error={nameResult ? errors.email : undefined}
          />
          <button type="submit" className="button">
            บันทึกชื่อและอีเมล
          </button>
        </Form>
      </section>
      <section className="admin-section" aria-labelledby="password-title">
        <h2 id="password-title">เปลี่ยนรหัสผ่าน</h2>
        <Notice result={passwordResult} />
        <Form method="post" className="stack" noValidate key={passwordResult?.ok ? "done" : "form"}>
          <input type="hidden" name="intent" value="password" />
          <input
            type="hidden"
            name="username"
            autoComplete="username"
            value={loaderData.username}
          />
          <FormField
            name="currentPassword"
            label="รหัสผ่านปัจจุบัน"
            type="password"
            autoComplete="current-password"
            maxLength={256}
            required
            error={passwordResult ? errors.currentPassword : undefined}
          />
          <FormField
            name="newPassword"
            label="รหัสผ่านใหม่"
            type="password"
            hint="อย่างน้อย 10 ตัวอักษร ใช้ภาษาไทยหรือวลียาว ๆ ได้ และต้องไม่ใช่รหัสผ่านที่คาดเดาง่าย"
            autoComplete="new-password"
            maxLength={128}
            required
            error={passwordResult ? errors.newPassword : undefined}
          />
          <FormField
            name="confirmPassword"
            label="ยืนยันรหัสผ่านใหม่"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            required
            error={passwordResult ? errors.confirmPassword : undefined}
          />
          <button type="submit" className="button">
            เปลี่ยนรหัสผ่าน
          </button>
        </Form>
        <p>
          <Link to="/admin/account/sessions">ดูอุปกรณ์ที่เข้าสู่ระบบอยู่</Link> ·{" "}
          <Link to="/admin/account/two-factor">ยืนยันตัวตนสองขั้นตอน</Link>
        </p>
      </section>
    </div>
  );
}
