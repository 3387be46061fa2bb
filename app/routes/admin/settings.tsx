import { useEffect } from "react";
import { data, Form, Link } from "react-router";
import { LogoSelect } from "../../components/admin/logo-select.tsx";
import { Notice } from "../../components/admin/notice.tsx";
import { HomeSectionRows, PhoneRows, SocialRows } from "../../components/admin/settings-rows.tsx";
import { FormField, TextAreaField } from "../../components/auth/form-field.tsx";
import { requireIntent, requireView } from "../guards.server.ts";
import { getSecuritySettings } from "../../domain/accounts/security-settings.server.ts";
import {
  logoChoices,
  saveSiteSettings,
  storedSiteSettings,
} from "../../domain/site/settings.server.ts";
import {
  formValuesOf,
  readSettingsForm,
  type SettingsFormValues,
} from "../../domain/site/site-settings-form.server.ts";
import { formText } from "../../lib/form-data.ts";
import type { Route } from "./+types/settings";
import { actorOf } from "../../lib/http.server.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  const [settings, logos, security] = await Promise.all([
    storedSiteSettings(),
    logoChoices(),
    getSecuritySettings(),
  ]);
  return { values: formValuesOf(settings), logos, security };
}

type Outcome = {
  ok: boolean;
  message: string;
  fields: Partial<Record<string, string>>;
  values: SettingsFormValues | null;
};

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await request.formData();
  const user = await requireIntent(args, formText(form, "intent"));
  const values = readSettingsForm(form);
  const result = await saveSiteSettings(actorOf(request, user), values);
  if (!result.ok) return data<Outcome>({ ...result, values }, result.status);
  const message = result.changed.length
    ? `บันทึกการตั้งค่าเว็บไซต์แล้ว (${result.changed.join(", ")}) ทุกหน้าแสดงค่าใหม่ทันที`
    : "บันทึกแล้ว ไม่มีค่าที่เปลี่ยนแปลง";
  return { ok: true, message, fields: {}, values: null } satisfies Outcome;
}

export const meta: Route.MetaFunction = () => [{ title: "ตั้งค่าเว็บไซต์ | ระบบจัดการเว็บไซต์" }];

/** The form's parts, for the links at its top. */
const SECTIONS = [
  ["settings-office", "ข้อมูลสำนักงาน"],
  ["settings-contact", "ช่องทางติดต่อ"],
  ["settings-social", "โซเชียลมีเดีย"],
  ["settings-home", "หน้าแรก"],
  ["settings-contact-form", "แบบฟอร์มติดต่อและความเป็นส่วนตัว"],
] as const;

/** Office details, contact channels, home-page sections and the contact form's texts. */
export default function SiteSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { logos, security } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Outcome["fields"] = actionData?.fields ?? {};

  useEffect(() => {
    if (actionData && !actionData.ok) {
      document.querySelector<HTMLElement>(".settings-form [aria-invalid]")?.focus();
    }
  }, [actionData]);

  return (
    <div className="admin-page">
      <h1>ตั้งค่าเว็บไซต์</h1>
      <Notice result={actionData} />
      <nav className="settings-jump" aria-label="ส่วนของการตั้งค่า">
        <ul role="list">
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="post" className="stack settings-form" noValidate>
        <input type="hidden" name="intent" value="save" />
        {/* A fresh set of fields after each save shows the values as stored. */}
        <div key={JSON.stringify(loaderData.values)} className="stack">
          <fieldset className="settings-group" id="settings-office">
            <legend>ข้อมูลสำนักงาน</legend>
            <FormField
              name="officeName"
              label="ชื่อหน่วยงาน"
              required
              maxLength={200}
              defaultValue={values.officeName}
              error={errors.officeName}
            />
            <FormField
              name="officeNameEn"
              label="ชื่อหน่วยงานภาษาอังกฤษ"
              lang="en"
              maxLength={200}
              defaultValue={values.officeNameEn}
              error={errors.officeNameEn}
            />
            <FormField
              name="tagline"
              label="คำอธิบายเว็บไซต์"
              hint="แสดงในผลการค้นหาและเมื่อแชร์หน้าแรก"
              maxLength={300}
              defaultValue={values.tagline}
              error={errors.tagline}
            />
            <LogoSelect logos={logos} value={values.logoMediaId} error={errors.logoMediaId} />
            <TextAreaField
              name="address"
              label="ที่อยู่"
              rows={3}
              maxLength={500}
              defaultValue={values.address}
              error={errors.address}
            />
            <FormField
              name="openingHours"
              label="เวลาทำการ"
              hint="เช่น จันทร์–ศุกร์ 08:30–16:30 น. (เว้นวันหยุดราชการ)"
              maxLength={200}
              defaultValue={values.openingHours}
              error={errors.openingHours}
            />
            <TextAreaField
              name="footerText"
              label="ข้อความท้ายเว็บไซต์"
              rows={3}
              maxLength={1000}
              defaultValue={values.footerText}
              error={errors.footerText}
            />
          </fieldset>
          <fieldset className="settings-group" id="settings-contact">
            <legend>ช่องทางติดต่อ</legend>
            <PhoneRows phones={values.phones} errors={errors} />
            <FormField
              name="email"
              label="อีเมล"
              type="email"
              maxLength={200}
              defaultValue={values.email}
              error={errors.email}
            />
            <FormField
              name="mapUrl"
              label="ลิงก์แผนที่"
              hint="ลิงก์ไปยังแผนที่ของสำนักงาน ขึ้นต้นด้วย https://"
              type="url"
              maxLength={500}
              defaultValue={values.mapUrl}
              error={errors.mapUrl}
            />
          </fieldset>
          <fieldset className="settings-group" id="settings-social">
            <legend>โซเชียลมีเดีย</legend>
            <SocialRows links={values.socialLinks} errors={errors} />
          </fieldset>
          <fieldset className="settings-group" id="settings-home">
            <legend>หน้าแรก</legend>
            <HomeSectionRows rows={values.homeSections} errors={errors} />
          </fieldset>
          <fieldset className="settings-group" id="settings-contact-form">
            <legend>แบบฟอร์มติดต่อและความเป็นส่วนตัว</legend>
            <TextAreaField
              name="contactTopics"
              label="หัวข้อการติดต่อ"
              hint="บรรทัดละหนึ่งหัวข้อ ผู้ติดต่อเลือกจากรายการนี้"
              rows={6}
              defaultValue={values.contactTopics}
              error={errors.contactTopics}
            />
            <TextAreaField
              name="healthTopics"
              label="หัวข้อที่มีข้อมูลสุขภาพ"
              hint="บรรทัดละหนึ่งหัวข้อ ต้องเป็นหัวข้อการติดต่อข้างบน แบบฟอร์มจะขอความยินยอมเก็บข้อมูลสุขภาพเพิ่ม (พ.ร.บ.คุ้มครองข้อมูลส่วนบุคคล มาตรา 26)"
              rows={3}
              defaultValue={values.healthTopics}
              error={errors.healthTopics}
            />
            <TextAreaField
              name="privacyNotice"
              label="ประกาศความเป็นส่วนตัว"
              hint="แสดงคู่กับแบบฟอร์มติดต่อ เว้นบรรทัดว่างเพื่อขึ้นย่อหน้าใหม่"
              rows={8}
              maxLength={5000}
              required
              defaultValue={values.privacyNotice}
              error={errors.privacyNotice}
            />
          </fieldset>
        </div>
        {/* In view wherever the writer is on this long form. */}
        <div className="settings-save-bar">
          <button type="submit" className="button">
            บันทึกการตั้งค่า
          </button>
        </div>
      </Form>
      <section className="admin-section" aria-labelledby="security-title">
        <h2 id="security-title">สิทธิ์และความปลอดภัย</h2>
        <dl className="settings-summary">
          <dt>ผู้ใช้ทั่วไปเผยแพร่เนื้อหาได้เอง</dt>
          <dd>{security.staffCanPublish ? "ได้" : "ไม่ได้ ต้องรอผู้ดูแลระบบตรวจ"}</dd>
          <dt>ผู้ดูแลระบบต้องยืนยันตัวตนสองขั้นตอน</dt>
          <dd>{security.requireTotpForAdmins ? "ต้องใช้" : "ไม่บังคับ"}</dd>
        </dl>
        <p>
          <Link to="/admin/settings/security">แก้ไขการตั้งค่าความปลอดภัย</Link>
        </p>
      </section>
    </div>
  );
}
