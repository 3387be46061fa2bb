import { FormField } from "../auth/form-field.tsx";

/** How a person gets a password: a one-time link they open, or an initial one they must change. */
export function PasswordChoice({ error }: { error?: string }) {
  return (
    <fieldset className="choice">
      <legend>วิธีตั้งรหัสผ่าน</legend>
      <label>
        <input type="radio" name="method" value="link" defaultChecked />
        สร้างลิงก์ให้ผู้ใช้ตั้งรหัสผ่านเอง (ใช้ได้ครั้งเดียว ภายใน 72 ชั่วโมง)
      </label>
      <label>
        <input type="radio" name="method" value="password" />
        กำหนดรหัสผ่านเริ่มต้น (ผู้ใช้ต้องเปลี่ยนเมื่อเข้าสู่ระบบครั้งแรก)
      </label>
      <FormField
        name="password"
        label="รหัสผ่านเริ่มต้น"
        type="password"
        hint="กรอกเฉพาะเมื่อเลือกกำหนดรหัสผ่านเริ่มต้น อย่างน้อย 10 ตัวอักษร"
        autoComplete="new-password"
        maxLength={128}
        error={error}
      />
    </fieldset>
  );
}

/** The one-time link, shown once right after it is made. */
export function OneTimeLink({ link }: { link: string }) {
  return (
    <div className="one-time-link" role="status">
      <p>ส่งลิงก์นี้ให้ผู้ใช้ทางช่องทางที่ปลอดภัย ลิงก์ใช้ได้ครั้งเดียวภายใน 72 ชั่วโมง และจะไม่แสดงอีก</p>
      <label htmlFor="one-time-link">ลิงก์ตั้งรหัสผ่าน</label>
      <input id="one-time-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
    </div>
  );
}
