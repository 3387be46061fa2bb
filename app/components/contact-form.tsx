import { SITE_PATHS } from "../content/site-paths.ts";
import { FormField, TextAreaField } from "./auth/form-field.tsx";

export type ContactFormProps = {
  token: string;
  topics: string[];
  healthTopics: string[];
  consent: { general: string; health: string };
  values?: Partial<Record<string, string>>;
  errors?: Partial<Record<string, string>>;
  message?: string;
  /** The answer page's part that shows a sent message (the fragment of its address). */
  sentAt?: string;
};

/** Without a script the health consent stands for every topic and says so. */
const FOR_HEALTH_TOPICS = " (เฉพาะหัวข้อที่เกี่ยวกับสุขภาพ)";

/**
 * The contact form: a plain form post, whose fields the server checks and marks. The public
 * pages' script checks them first, asks for the health consent only for a health topic and says
 * the form is on its way (`enhance/contact-form.ts`).
 */
export function ContactForm(props: ContactFormProps) {
  const { token, topics, healthTopics, consent, values = {}, errors = {}, message, sentAt } = props;
  return (
    <form
      method="post"
      action={SITE_PATHS.contact}
      className="stack contact-form"
      noValidate
      aria-labelledby="contact-form-title"
      data-health-topics={JSON.stringify(healthTopics)}
      data-sent-at={sentAt}
    >
      <h2 id="contact-form-title">ส่งข้อความถึงสำนักงาน</h2>
      {message ? (
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
          defaultValue={values.topic ?? ""}
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
      <Consent
        name="healthConsent"
        text={`${consent.health}${FOR_HEALTH_TOPICS}`}
        error={errors.healthConsent}
        checked={values.healthConsent}
        forHealth={consent.health}
      />
      <div className="form-actions">
        <button type="submit" className="button">
          ส่งข้อความ
        </button>
      </div>
    </form>
  );
}

function Consent({
  name,
  text,
  error,
  checked,
  forHealth,
}: {
  name: string;
  text: string;
  error?: string;
  checked?: string;
  /** The health consent's words where the script shows it only for a health topic. */
  forHealth?: string;
}) {
  const id = `field-${name}`;
  return (
    <div
      className="field consent"
      data-invalid={error ? true : undefined}
      data-for-health={forHealth}
    >
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
