import { data, Form } from "react-router";
import { FormField, SelectField, TextAreaField } from "../../components/auth/form-field.tsx";
import { Notice } from "../../components/admin/notice.tsx";
import { ALERT_LEVEL_LABELS, ALERT_LEVELS, ALERT_LIMITS } from "../../content/site-alert.ts";
import {
  alertFormValues,
  isShown,
  publishSiteAlert,
  storedSiteAlert,
  withdrawSiteAlert,
  type AlertForm,
} from "../../domain/site/site-alert.server.ts";
import { formText } from "../../lib/form-data.ts";
import { actorOf } from "../../lib/http.server.ts";
import { requireIntent, requireView } from "../guards.server.ts";
import type { Route } from "./+types/site-alert";

export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  const stored = await storedSiteAlert();
  const active = isShown(stored);
  return { values: alertFormValues(stored), active, ended: stored.on && !active };
}

type Outcome = {
  ok: boolean;
  message?: string;
  fields?: Partial<Record<keyof AlertForm, string>>;
  values?: AlertForm;
};

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await request.formData();
  const intent = formText(form, "intent", 20);
  const actor = actorOf(request, await requireIntent(args, intent));
  if (intent === "withdraw") {
    await withdrawSiteAlert(actor);
    return { ok: true, message: "ปิดประกาศด่วนแล้ว ทุกหน้าไม่แสดงประกาศนี้อีก" } satisfies Outcome;
  }
  const values: AlertForm = {
    level: formText(form, "level", 20),
    text: formText(form, "text", ALERT_LIMITS.text * 4),
    link: formText(form, "link", ALERT_LIMITS.link * 2),
    endsAt: formText(form, "endsAt", 30),
  };
  const result = await publishSiteAlert(actor, values);
  if (!result.ok)
    return data<Outcome>(
      { ok: false, message: result.message, fields: result.fields, values },
      result.status,
    );
  return { ok: true, message: "เผยแพร่ประกาศด่วนแล้ว ทุกหน้าของเว็บไซต์แสดงประกาศนี้" } satisfies Outcome;
}

export const meta: Route.MetaFunction = () => [{ title: "ประกาศด่วนทั้งเว็บไซต์ | ระบบจัดการเว็บไซต์" }];

/** One message on every public page at once, during an outbreak, a PM2.5 episode or a flood. */
export default function SiteAlertPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as Outcome | undefined;
  const values = outcome?.values ?? loaderData.values;
  const fields = outcome?.fields ?? {};
  return (
    <div className="admin-page">
      <h1>ประกาศด่วนทั้งเว็บไซต์</h1>
      <p>
        ข้อความสั้นที่แสดงบนทุกหน้าของเว็บไซต์ทันทีที่บันทึก เช่น การระบาดของโรค ค่าฝุ่น PM2.5 สูง หรืออุทกภัย
        ระบุเวลาสิ้นสุดเพื่อให้ประกาศหายไปเอง
      </p>
      <Notice result={outcome} />
      <p role="status" className="notice">
        {loaderData.active
          ? "สถานะ: กำลังแสดงบนทุกหน้า"
          : loaderData.ended
            ? "สถานะ: ไม่แสดง (พ้นเวลาสิ้นสุดแล้ว)"
            : "สถานะ: ไม่แสดง"}
      </p>
      <Form method="post" className="stack admin-form" noValidate>
        <input type="hidden" name="intent" value="publish" />
        <SelectField
          name="level"
          label="ระดับ"
          defaultValue={values.level}
          options={ALERT_LEVELS.map((level) => ({
            value: level,
            label: ALERT_LEVEL_LABELS[level],
          }))}
          error={fields.level}
        />
        <TextAreaField
          name="text"
          label="ข้อความประกาศ"
          hint={`ไม่เกิน ${ALERT_LIMITS.text} ตัวอักษร`}
          rows={3}
          maxLength={ALERT_LIMITS.text}
          required
          defaultValue={values.text}
          error={fields.text}
        />
        <FormField
          name="link"
          label="ลิงก์รายละเอียด (ถ้ามี)"
          hint="หน้าในเว็บไซต์นี้ เช่น /news/health/pm25 หรือที่อยู่ที่ขึ้นต้นด้วย https://"
          maxLength={ALERT_LIMITS.link}
          defaultValue={values.link}
          error={fields.link}
        />
        <FormField
          name="endsAt"
          label="เวลาสิ้นสุด (ถ้ามี, เวลาประเทศไทย)"
          type="datetime-local"
          step={1}
          defaultValue={values.endsAt}
          error={fields.endsAt}
        />
        <button type="submit" className="button">
          เผยแพร่ประกาศ
        </button>
      </Form>
      {loaderData.active ? (
        <Form method="post" className="form-actions">
          <input type="hidden" name="intent" value="withdraw" />
          <button type="submit" className="button button-secondary">
            ปิดประกาศด่วนตอนนี้
          </button>
        </Form>
      ) : null}
    </div>
  );
}
