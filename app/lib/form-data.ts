/** A text field of a posted form; absent or non-text values read as "", absurd lengths are cut. */
export function formText(form: FormData, name: string, max = 2000): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** The account forms' password choice; anything but "password" means a one-time link. */
export function passwordChoice(
  form: FormData,
): { method: "link" } | { method: "password"; password: string } {
  return formText(form, "method") === "password"
    ? { method: "password", password: formText(form, "password", 512) }
    : { method: "link" };
}
