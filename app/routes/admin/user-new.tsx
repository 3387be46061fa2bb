import { data, Form, Link } from "react-router";
import { Notice } from "../../components/admin/notice.tsx";
import { NoticeEmailField } from "../../components/admin/notice-email-field.tsx";
import { OneTimeLink, PasswordChoice } from "../../components/admin/password-choice.tsx";
import { RoleSelect } from "../../components/admin/role-select.tsx";
import { FormField } from "../../components/auth/form-field.tsx";
import { createStaffAccount } from "../../domain/accounts/account-admin.server.ts";
import { requirePost, requireView } from "../guards.server.ts";
import { formText, passwordChoice } from "../../lib/form-data.ts";
import type { Route } from "./+types/user-new";
import { actorOf } from "../../lib/http.server.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const user = await requirePost(args);
  const form = await request.formData();
  const input = {
    username: formText(form, "username", 200),
    firstName: formText(form, "firstName", 500),
    lastName: formText(form, "lastName", 500),
    email: formText(form, "email", 300),
    role: formText(form, "role", 20),
  };
  const result = await createStaffAccount(actorOf(request, user), {
    ...input,
    ...passwordChoice(form),
  });
  if (!result.ok) return data({ ...result, input }, result.status);
  return {
    ok: true,
    message: `สร้างบัญชี ${input.username.trim()} แล้ว`,
    fields: {},
    input,
    userId: result.userId,
    link: result.link,
  };
}

export const meta: Route.MetaFunction = () => [{ title: "เพิ่มผู้ใช้ | ระบบจัดการเว็บไซต์" }];

/** Administrators create staff accounts. */
export default function UserNew({ actionData }: Route.ComponentProps) {
  if (actionData?.ok && "userId" in actionData) {
    return (
      <div className="admin-page">
        <h1>เพิ่มผู้ใช้</h1>
        <Notice result={actionData} />
        {actionData.link ? (
          <OneTimeLink link={actionData.link} />
        ) : (
          <p>แจ้งรหัสผ่านเริ่มต้นแก่ผู้ใช้โดยตรง ผู้ใช้ต้องเปลี่ยนรหัสผ่านเมื่อเข้าสู่ระบบครั้งแรก</p>
        )}
        <p>
          <Link to={`/admin/users/${actionData.userId}`}>ดูบัญชีนี้</Link> ·{" "}
          <Link to="/admin/users">กลับไปที่รายการบัญชี</Link>
        </p>
      </div>
    );
  }
  const errors: Partial<Record<string, string>> = actionData?.fields ?? {};
  const input = actionData?.input;
  return (
    <div className="admin-page">
      <h1>เพิ่มผู้ใช้</h1>
      <Notice result={actionData} />
      <Form method="post" className="stack admin-form" noValidate>
        <FormField
          name="username"
          label="ชื่อผู้ใช้"
          hint="a–z ตัวเลข จุด ขีดกลาง ขีดล่าง 3–50 ตัว"
          autoComplete="off"
          maxLength={50}
          required
          defaultValue={input?.username}
          error={errors.username}
        />
        <FormField
          name="firstName"
          label="ชื่อ"
          maxLength={100}
          required
          defaultValue={input?.firstName}
          error={errors.firstName}
        />
        <FormField
          name="lastName"
          label="นามสกุล"
          maxLength={100}
          required
          defaultValue={input?.lastName}
          error={errors.lastName}
        />
        <NoticeEmailField defaultValue={input?.email} error={errors.email} />
        <RoleSelect defaultValue={input?.role ?? "staff"} error={errors.role} />
        <PasswordChoice error={errors.password} />
        <div className="form-actions">
          <button type="submit" className="button">
            สร้างบัญชี
          </button>
          <Link to="/admin/users" className="button button-secondary">
            ยกเลิก
          </Link>
        </div>
      </Form>
    </div>
  );
}
