import { data, Form, Link } from "react-router";
import { Notice } from "../../components/admin/notice.tsx";
import { NoticeEmailField } from "../../components/admin/notice-email-field.tsx";
import { OneTimeLink, PasswordChoice } from "../../components/admin/password-choice.tsx";
import { RoleSelect } from "../../components/admin/role-select.tsx";
import { FormField } from "../../components/auth/form-field.tsx";
import {
  accountById,
  editAccount,
  resetPassword,
  resetTwoFactor,
  setAccountDisabled,
} from "../../domain/accounts/account-admin.server.ts";
import { twoFactorEnabled } from "../../domain/accounts/two-factor.server.ts";
import { requireIntent, requireView } from "../guards.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { formText, passwordChoice } from "../../lib/form-data.ts";
import { failure, type Failure, type FieldErrors } from "../../lib/app-error.ts";
import { actorOf, notFound } from "../../lib/http.server.ts";
import { ROLE_LABELS } from "../../lib/permissions.ts";
import type { Route } from "./+types/user-edit";

export async function loader(args: Route.LoaderArgs) {
  const me = await requireView(args);
  const account = await accountById(args.params.id);
  if (!account) notFound();
  return { account, self: account.id === me.id, twoFactor: await twoFactorEnabled(account.id) };
}

/** A change that went through: what to announce, and a new one-time link after a reset. */
type Done = {
  intent: string;
  ok: true;
  message: string;
  fields: FieldErrors;
  link?: string | null;
};

function done(intent: string, message: string, link?: string | null): Done {
  return { intent, ok: true, message, fields: {}, link };
}

function refused(intent: string, result: Failure) {
  return data({ intent, ...result }, result.status);
}

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  await requireView(args);
  const account = await accountById(params.id);
  if (!account) notFound();
  const form = await request.formData();
  const intent = formText(form, "intent");
  const actor = actorOf(request, await requireIntent(args, intent));
  if (intent === "edit") {
    const result = await editAccount(actor, account, {
      firstName: formText(form, "firstName", 500),
      lastName: formText(form, "lastName", 500),
      email: formText(form, "email", 300),
      role: formText(form, "role", 20),
    });
    return result.ok ? done(intent, "บันทึกข้อมูลบัญชีแล้ว") : refused(intent, result);
  }
  if (intent === "disable" || intent === "enable") {
    const result = await setAccountDisabled(actor, account, intent === "disable");
    if (!result.ok) return refused(intent, result);
    return done(
      intent,
      intent === "disable" ? "ระงับบัญชีแล้ว และออกจากระบบทุกอุปกรณ์" : "เปิดใช้งานบัญชีแล้ว",
    );
  }
  if (intent === "reset") {
    const result = await resetPassword(actor, account, passwordChoice(form));
    if (!result.ok) return refused(intent, result);
    return done(intent, "รีเซ็ตรหัสผ่านแล้ว บัญชีนี้ถูกออกจากระบบทุกอุปกรณ์", result.link);
  }
  if (intent === "reset-two-factor") {
    await resetTwoFactor(actor, account);
    return done(intent, "ปิดการยืนยันตัวตนสองขั้นตอนของบัญชีนี้แล้ว ผู้ใช้ต้องตั้งค่าใหม่");
  }
  return refused(intent, failure("request.invalid"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `บัญชี ${loaderData?.account.username ?? ""} | ระบบจัดการเว็บไซต์` },
];

/** One account: name and role, enabled or not, and a password reset. */
export default function UserEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { account, self, twoFactor } = loaderData;
  const result = (intent: string) => (actionData?.intent === intent ? actionData : null);
  const errors: Partial<Record<string, string>> = actionData?.fields ?? {};
  const toggle = result("disable") ?? result("enable");
  const reset = result("reset");
  return (
    <div className="admin-page">
      <p>
        <Link to="/admin/users">‹ บัญชีผู้ใช้ทั้งหมด</Link>
      </p>
      <h1>บัญชี {account.username}</h1>
      <p>
        {ROLE_LABELS[account.role]} · {account.disabled ? "ระงับการใช้งาน" : "ใช้งานได้"} · สร้างเมื่อ{" "}
        {thaiDateTime(account.created_at)}
      </p>
      <section className="admin-section" aria-labelledby="edit-title">
        <h2 id="edit-title">ข้อมูลบัญชี</h2>
        <Notice result={result("edit")} />
        <Form method="post" className="stack admin-form" noValidate>
          <input type="hidden" name="intent" value="edit" />
          <FormField
            name="firstName"
            label="ชื่อ"
            maxLength={100}
            required
            defaultValue={account.first_name}
            error={result("edit") ? errors.firstName : undefined}
          />
          <FormField
            name="lastName"
            label="นามสกุล"
            maxLength={100}
            required
            defaultValue={account.last_name}
            error={result("edit") ? errors.lastName : undefined}
          />
          <NoticeEmailField
            defaultValue={account.email}
            error={result("edit") ? errors.email : undefined}
          />
          <RoleSelect
            defaultValue={account.role}
            error={result("edit") ? errors.role : undefined}
          />
          <button type="submit" className="button">
            บันทึก
          </button>
        </Form>
      </section>
      <section className="admin-section" aria-labelledby="status-title">
        <h2 id="status-title">สถานะบัญชี</h2>
        <Notice result={toggle} />
        {self ? (
          <p>คุณไม่สามารถระงับบัญชีของตนเองได้</p>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value={account.disabled ? "enable" : "disable"} />
            <button type="submit" className={account.disabled ? "button" : "button button-danger"}>
              {account.disabled ? "เปิดใช้งานบัญชี" : "ระงับบัญชี"}
            </button>
          </Form>
        )}
      </section>
      <section className="admin-section" aria-labelledby="reset-title">
        <h2 id="reset-title">รีเซ็ตรหัสผ่าน</h2>
        <Notice result={reset} />
        {reset?.ok && reset.link ? <OneTimeLink link={reset.link} /> : null}
        <Form method="post" className="stack admin-form" noValidate>
          <input type="hidden" name="intent" value="reset" />
          <PasswordChoice error={reset ? errors.password : undefined} />
          <button type="submit" className="button button-secondary">
            รีเซ็ตรหัสผ่าน
          </button>
        </Form>
      </section>
      <section className="admin-section" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title">การยืนยันตัวตนสองขั้นตอน</h2>
        <Notice result={result("reset-two-factor")} />
        {twoFactor ? (
          <Form method="post">
            <p>ใช้เมื่อผู้ใช้ทำโทรศัพท์และรหัสกู้คืนหายทั้งคู่ ผู้ใช้จะถูกออกจากระบบและต้องตั้งค่าใหม่</p>
            <input type="hidden" name="intent" value="reset-two-factor" />
            <button type="submit" className="button button-secondary">
              ปิดการยืนยันตัวตนสองขั้นตอนของบัญชีนี้
            </button>
          </Form>
        ) : (
          <p>บัญชีนี้ยังไม่ได้เปิดใช้การยืนยันตัวตนสองขั้นตอน</p>
        )}
      </section>
    </div>
  );
}
