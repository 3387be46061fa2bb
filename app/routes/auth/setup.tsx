import "../../styles/pages/sign-in.css";
import { data, Form, redirect, useNavigation } from "react-router";
import { FormField } from "../../components/auth/form-field.tsx";
import { createFirstAdmin, firstAdminLinkValid } from "../../domain/accounts/accounts.server.ts";
import { audit } from "../../domain/operations/audit.server.ts";
import { openSession } from "../../domain/accounts/auth.server.ts";
import type { Route } from "./+types/setup";
import { requestContext } from "../../lib/http.server.ts";

/** A link that is unknown, used or expired is a 404, with the page saying so. */
export async function loader({ params }: Route.LoaderArgs) {
  const valid = await firstAdminLinkValid(params.token);
  return data({ valid }, { status: valid ? 200 : 404 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const input = {
    username: String(form.get("username") ?? ""),
    firstName: String(form.get("firstName") ?? ""),
    lastName: String(form.get("lastName") ?? ""),
    password: String(form.get("password") ?? ""),
  };
  const result = await createFirstAdmin(params.token, input);
  if (result.ok) {
    const client = requestContext(request);
    await audit(
      client,
      "account-created",
      { userId: result.userId, username: input.username },
      "first administrator",
    );
    const cookie = await openSession(client, result.userId);
    return redirect("/admin/dashboard", { headers: { "Set-Cookie": cookie } });
  }
  const expired = result.code === "account.setup-link-expired";
  return data({ ...result, expired, input }, result.status);
}

export const meta: Route.MetaFunction = () => [
  { title: "สร้างบัญชีผู้ดูแลระบบคนแรก" },
  { name: "robots", content: "noindex" },
];

export default function SetupPage({ loaderData, actionData }: Route.ComponentProps) {
  // Sent once: the link is spent by the first sending, and a second would be refused.
  const busy = useNavigation().state !== "idle";
  const valid = loaderData.valid && !actionData?.expired;
  const errors: Partial<Record<string, string>> = actionData?.fields ?? {};
  const input = actionData?.input;
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1>สร้างบัญชีผู้ดูแลระบบคนแรก</h1>
        {!valid ? (
          <p role="alert" className="form-error">
            ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว เริ่มระบบใหม่เพื่อรับลิงก์ใหม่ หรือใช้คำสั่ง npm run user:create
          </p>
        ) : (
          <Form method="post" className="stack" noValidate>
            <FormField
              name="username"
              label="ชื่อผู้ใช้"
              hint="a–z ตัวเลข จุด ขีดกลาง ขีดล่าง 3–50 ตัว"
              autoComplete="username"
              required
              maxLength={50}
              defaultValue={input?.username}
              error={errors.username}
            />
            <FormField
              name="firstName"
              label="ชื่อ"
              autoComplete="given-name"
              required
              maxLength={100}
              defaultValue={input?.firstName}
              error={errors.firstName}
            />
            <FormField
              name="lastName"
              label="นามสกุล"
              autoComplete="family-name"
              required
              maxLength={100}
              defaultValue={input?.lastName}
              error={errors.lastName}
            />
            <FormField
              name="password"
              label="รหัสผ่าน"
              type="password"
              hint="อย่างน้อย 10 ตัวอักษร ใช้ภาษาไทยหรือวลียาว ๆ ได้"
              autoComplete="new-password"
              required
              maxLength={128}
              error={errors.password}
            />
            <button type="submit" className="button button-block" disabled={busy}>
              {busy ? "กำลังสร้างบัญชี…" : "สร้างบัญชีและเข้าสู่ระบบ"}
            </button>
          </Form>
        )}
      </div>
    </main>
  );
}
