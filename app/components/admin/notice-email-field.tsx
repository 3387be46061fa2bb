import { FormField } from "../auth/form-field.tsx";

/** An account's e-mail address, where the site sends its notices to that person. */
export function NoticeEmailField({
  defaultValue,
  error,
}: {
  defaultValue: string | undefined;
  error: string | undefined;
}) {
  return (
    <FormField
      name="email"
      label="อีเมล"
      type="email"
      hint="ใช้ส่งการแจ้งเตือนของระบบ เช่น รายการ ITA ที่ใกล้ครบกำหนด (ไม่บังคับ)"
      autoComplete="email"
      maxLength={254}
      defaultValue={defaultValue}
      error={error}
    />
  );
}
