import { Form } from "react-router";
import { FormField } from "./form-field.tsx";

type Props = {
  username: string;
  recoveryCodesLeft: number;
  /** An administrator while the security settings require two-factor sign-in for administrators. */
  required: boolean;
  errors: { regeneratePassword?: string; disablePassword?: string };
};

/** Two-factor sign-in is on: new recovery codes, or switching it off, each confirmed by password. */
export function TwoFactorManage({ username, recoveryCodesLeft, required, errors }: Props) {
  return (
    <>
      <section className="two-factor-section" aria-labelledby="regenerate-title">
        <h2 id="regenerate-title">รหัสสำรอง</h2>
        <p>
          เหลือรหัสสำรองที่ยังไม่ได้ใช้ <strong>{recoveryCodesLeft}</strong> รหัส
          การสร้างชุดใหม่จะทำให้รหัสชุดเดิมทั้งหมดใช้ไม่ได้
        </p>
        <Form method="post" className="stack" noValidate>
          <input type="hidden" name="intent" value="regenerate" />
          <input type="hidden" name="username" autoComplete="username" value={username} />
          <FormField
            name="regeneratePassword"
            label="รหัสผ่านปัจจุบัน"
            type="password"
            autoComplete="current-password"
            maxLength={256}
            required
            error={errors.regeneratePassword}
          />
          <button type="submit" className="button">
            สร้างรหัสสำรองชุดใหม่
          </button>
        </Form>
      </section>
      <section className="two-factor-section" aria-labelledby="disable-title">
        <h2 id="disable-title">ปิดการยืนยันตัวตนสองขั้นตอน</h2>
        {required ? (
          <p className="form-note">
            ผู้ดูแลระบบต้องใช้การยืนยันตัวตนสองขั้นตอนตามการตั้งค่าความปลอดภัยของระบบ จึงปิดไม่ได้
          </p>
        ) : (
          <Form method="post" className="stack" noValidate>
            <input type="hidden" name="intent" value="disable" />
            <input type="hidden" name="username" autoComplete="username" value={username} />
            <FormField
              name="disablePassword"
              label="รหัสผ่านปัจจุบัน"
              type="password"
              autoComplete="current-password"
              maxLength={256}
              required
              error={errors.disablePassword}
            />
            <button type="submit" className="button button-secondary">
              ปิดการยืนยันตัวตนสองขั้นตอน
            </button>
          </Form>
        )}
      </section>
    </>
  );
}
