type FieldProps = { name: string; label: string; error?: string; hint?: string };
type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** The frame every labelled control shares: a label, a hint and an error, tied to it by id. */
function Field({
  name,
  label,
  error,
  hint,
  control,
}: FieldProps & { control: (props: ControlProps) => React.ReactNode }) {
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {control({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input whose hint and error are announced and tied to it. */
export function FormField({
  name,
  label,
  error,
  hint,
  ...input
}: FieldProps & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      name={name}
      label={label}
      error={error}
      hint={hint}
      control={(props) => <input {...props} {...input} />}
    />
  );
}

/** A labelled textarea whose hint and error are announced and tied to it. */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  ...textarea
}: FieldProps & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field
      name={name}
      label={label}
      error={error}
      hint={hint}
      control={(props) => <textarea {...props} {...textarea} />}
    />
  );
}

/** A labelled select whose hint and error are announced and tied to it. */
export function SelectField({
  name,
  label,
  error,
  hint,
  options,
  ...select
}: FieldProps & {
  options: readonly { value: string; label: string }[];
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field
      name={name}
      label={label}
      error={error}
      hint={hint}
      control={(props) => (
        <select {...props} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
