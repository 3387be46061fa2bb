import { ROLE_LABELS } from "../../lib/permissions.ts";

/** The role of an account, with its error tied to it. */
export function RoleSelect({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor="field-role">บทบาท</label>
      <select
        id="field-role"
        name="role"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "field-role-error" : undefined}
      >
        {Object.entries(ROLE_LABELS).map(([role, label]) => (
          <option key={role} value={role}>
            {label}
          </option>
        ))}
      </select>
      {error ? (
        <p id="field-role-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
