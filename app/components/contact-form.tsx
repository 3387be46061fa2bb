import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormField, TextAreaField } from "./auth/form-field.tsx";
import { useHydrated } from "./use-hydrated.ts";

export type ContactFormProps = {
  token: string;
  topics: string[];
  healthTopics: string[];
  consent: { general: string; health: string };
  values?: Partial<Record<string, string>>;
  errors?: Partial<Record<string, string>>;
  message?: string;
};

const REQUIRED: Record<string, string> = {
  fullName: "กรุณากรอกชื่อ-นามสกุล",
  topic: "กรุณาเลือกหัวข้อ",
  message: "กรุณาเขียนข้อความ",
};

/** Checks what the browser can check at once; the server checks everything again. */
function checkInBrowser(form: HTMLFormElement, health: boolean): Record<string, string> {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(REQUIRED)) if (!text(name)) errors[name] = message;
  if (!text("phone") && !text("email"))
    errors.phone = "กรุณากรอกเบอร์โทรศัพท์หรืออีเมลอย่างน้อยหนึ่งช่อง เพื่อให้เจ้าหน้าที่ติดต่อกลับ";
  if (data.get("consent") !== "yes") errors.consent = "กรุณาให้ความยินยอมก่อนส่งข้อความ";
  if (health && data.get("healthConsent") !== "yes")
    errors.healthConsent = "หัวข้อนี้เกี่ยวกับข้อมูลสุขภาพ กรุณาให้ความยินยอมเพิ่มเติม";
  return errors;
}

/** The contact form: works as a plain form post, and checks fields first when JavaScript runs. */
export function ContactForm(props: ContactFormProps) {
  const { token, topics, healthTopics, consent, values = {}, message } = props;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [topic, setTopic] = useState(values.topic ?? "");
  const [browserErrors, setBrowserErrors] = useState<Record<string, string> | null>(null);
  const errors = browserErrors ?? props.errors ?? {};
  const health = healthTopics.includes(topic);
  const showHealth = !hydrated || health;
  const sending = navigation.state === "submitting";

  return (
    <Form
      method="post"
      className="stack contact-form"
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => {
        const found = checkInBrowser(event.currentTarget, health);
        setBrowserErrors(Object.keys(found).length ? found : null);
        if (Object.keys(found).length) {
          event.preventDefault();
          const first = event.currentTarget.querySelector<HTMLElement>(
            `[name="${Object.keys(found)[0]}"]`,
          );
          first?.focus();
        }
      }}
    >
      <h2 id="contact-form-title">ส่งข้อความถึงสำนักงาน</h2>
      {message && !browserErrors ? (
        <p role="alert" className="form-error">
          {message}
        </p>
      ) : null}
      <input type="hidden" name="startedAt" value={token} />
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="field-website">เว็บไซต์ (ไม่ต้องกรอก)</label>
        <input id="field-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <FormField
        name="fullName"
        label="ชื่อ-นามสกุล"
        autoComplete="name"
        maxLength={100}
        required
        defaultValue={values.fullName}
        error={errors.fullName}
      />
      <FormField
        name="phone"
        label="เบอร์โทรศัพท์"
        hint="เช่น 081-234-5678 หรือ 02-123-4567 กรอกเบอร์โทรศัพท์หรืออีเมลอย่างน้อยหนึ่งช่อง"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        defaultValue={values.phone}
        error={errors.phone}
      />
      <FormField
        name="email"
        label="อีเมล"
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={values.email}
        error={errors.email}
      />
      <div className="field" data-invalid={errors.topic ? true : undefined}>
        <label htmlFor="field-topic">หัวข้อ</label>
        <select
          id="field-topic"
          name="topic"
          required
          value={topic}
          onChange={(e) => setTopic(e.currentTarget.value)}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? "field-topic-error" : undefined}
        >
          <option value="">เลือกหัวข้อ…</option>
          {topics.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        {errors.topic ? (
          <p id="field-topic-error" className="field-error">
            {errors.topic}
          </p>
        ) : null}
      </div>
      <TextAreaField
        name="message"
        label="ข้อความ"
        rows={6}
        maxLength={5000}
        required
        defaultValue={values.message}
        error={errors.message}
      />
      <Consent
        name="consent"
        text={consent.general}
        error={errors.consent}
        checked={values.consent}
      />
      {showHealth ? (
        <Consent
          name="healthConsent"
          text={hydrated ? consent.health : `${consent.health} (เฉพาะหัวข้อที่เกี่ยวกับสุขภาพ)`}
          error={errors.healthConsent}
          checked={values.healthConsent}
        />
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? "กำลังส่ง…" : "ส่งข้อความ"}
        </button>
      </div>
    </Form>
  );
}

function Consent({
  name,
  text,
  error,
  checked,
}: {
  name: string;
  text: string;
  error?: string;
  checked?: string;
}) {
  const id = `field-${name}`;
  return (
    <div className="field consent" data-invalid={error ? true : undefined}>
      <input
        id={id}
        type="checkbox"
        name={name}
        value="yes"
        required
        defaultChecked={checked === "yes"}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{text}</label>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
