import { Form } from "react-router";
import { Notice } from "../../components/admin/notice.tsx";
import { requireIntent, requireView } from "../guards.server.ts";
import {
  getSecuritySettings,
  saveSecuritySettings,
} from "../../domain/accounts/security-settings.server.ts";
import { formText } from "../../lib/form-data.ts";
import type { Route } from "./+types/settings-security";
import { actorOf } from "../../lib/http.server.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  return { settings: await getSecuritySettings() };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await request.formData();
  const user = await requireIntent(args, formText(form, "intent"));
  await saveSecuritySettings(actorOf(request, user), {
    staffCanPublish: form.get("staffCanPublish") === "on",
    requireTotpForAdmins: form.get("requireTotpForAdmins") === "on",
    requireHealthReview: form.get("requireHealthReview") === "on",
  });
  return { ok: true, message: "บันทึกการตั้งค่าความปลอดภัยแล้ว" };
}

export const meta: Route.MetaFunction = () => [{ title: "ตั้งค่าความปลอดภัย | ระบบจัดการเว็บไซต์" }];

/** Who may publish without review, and whether administrators must use two-factor sign-in. */
export default function SecuritySettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  return (
    <div className="admin-page">
      <h1>ตั้งค่าความปลอดภัย</h1>
      <Notice result={actionData} />
      <Form method="post" className="stack admin-form">
        <input type="hidden" name="intent" value="save" />
        <fieldset className="choice">
          <legend>สิทธิ์และการเข้าสู่ระบบ</legend>
          <label>
            <input
              type="checkbox"
              name="staffCanPublish"
              defaultChecked={settings.staffCanPublish}
            />
            อนุญาตให้ผู้ใช้ทั่วไปเผยแพร่เนื้อหาได้เองโดยไม่ต้องรอผู้ดูแลระบบตรวจ
          </label>
          <label>
            <input
              type="checkbox"
              name="requireTotpForAdmins"
              defaultChecked={settings.requireTotpForAdmins}
            />
            ผู้ดูแลระบบทุกคนต้องใช้การยืนยันตัวตนสองขั้นตอน
          </label>
          <label>
            <input
              type="checkbox"
              name="requireHealthReview"
              defaultChecked={settings.requireHealthReview}
            />
            สาระสุขภาพต้องมีผู้ตรวจทานทางการแพทย์ก่อนเผยแพร่
          </label>
        </fieldset>
        <button type="submit" className="button">
          บันทึกการตั้งค่า
        </button>
      </Form>
    </div>
  );
}
