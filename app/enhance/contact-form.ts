const REQUIRED: Record<string, string> = {
  fullName: "กรุณากรอกชื่อ-นามสกุล",
  topic: "กรุณาเลือกหัวข้อ",
  message: "กรุณาเขียนข้อความ",
};
const REACHABLE = "กรุณากรอกเบอร์โทรศัพท์หรืออีเมลอย่างน้อยหนึ่งช่อง เพื่อให้เจ้าหน้าที่ติดต่อกลับ";
const CONSENT = "กรุณาให้ความยินยอมก่อนส่งข้อความ";
const HEALTH_CONSENT = "หัวข้อนี้เกี่ยวกับข้อมูลสุขภาพ กรุณาให้ความยินยอมเพิ่มเติม";
const SENDING = "กำลังส่ง…";
const UNREACHABLE = "ส่งไม่สำเร็จ ยังไม่ได้บันทึกข้อความ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง";

const FORM = "form[data-health-topics]";

/** The health consent's field, kept while it is out of the form (a topic not about health). */
const healthFields = new WeakMap<HTMLFormElement, { field: HTMLElement; mark: Comment }>();

const isHealthTopic = (form: HTMLFormElement) =>
  (JSON.parse(form.dataset.healthTopics ?? "[]") as string[]).includes(
    String(new FormData(form).get("topic") ?? ""),
  );

/** The health consent is part of the form only while the topic is about health. */
function askHealthConsent(form: HTMLFormElement): void {
  let kept = healthFields.get(form);
  if (!kept) {
    const field = form.querySelector<HTMLElement>("[data-for-health]");
    if (!field) return;
    const label = field.querySelector("label");
    if (label) label.textContent = field.dataset.forHealth ?? "";
    kept = { field, mark: document.createComment("health consent") };
    field.before(kept.mark);
    healthFields.set(form, kept);
  }
  if (isHealthTopic(form)) kept.mark.after(kept.field);
  else kept.field.remove();
}

/** Checks what the browser can check at once; the server checks everything again. */
function check(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(REQUIRED)) if (!text(name)) errors[name] = message;
  if (!text("phone") && !text("email")) errors.phone = REACHABLE;
  if (data.get("consent") !== "yes") errors.consent = CONSENT;
  if (isHealthTopic(form) && data.get("healthConsent") !== "yes")
    errors.healthConsent = HEALTH_CONSENT;
  return errors;
}

/** Puts the browser's findings where the server's would be: under each field, tied to it. */
function mark(form: HTMLFormElement, errors: Record<string, string>): void {
  form.querySelector<HTMLElement>('[role="alert"].form-error')?.remove();
  for (const old of form.querySelectorAll(".field-error")) old.remove();
  for (const field of form.querySelectorAll<HTMLElement>(".field[data-invalid]"))
    field.removeAttribute("data-invalid");
  for (const control of form.querySelectorAll<HTMLElement>("[aria-invalid]")) {
    control.removeAttribute("aria-invalid");
    const rest = (control.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter((id) => id && !id.endsWith("-error"));
    if (rest.length) control.setAttribute("aria-describedby", rest.join(" "));
    else control.removeAttribute("aria-describedby");
  }
  for (const [name, message] of Object.entries(errors)) {
    const control = form.querySelector<HTMLElement>(`[name="${name}"]`);
    const field = control?.closest<HTMLElement>(".field");
    if (!control || !field) continue;
    const error = document.createElement("p");
    error.id = `${control.id}-error`;
    error.className = "field-error";
    error.textContent = message;
    field.append(error);
    field.dataset.invalid = "true";
    control.setAttribute("aria-invalid", "true");
    const described = [control.getAttribute("aria-describedby"), error.id].filter(Boolean);
    control.setAttribute("aria-describedby", described.join(" "));
  }
}

/** Says, above the form, why what was typed is still here and not yet sent. */
function refuse(form: HTMLFormElement, message: string): void {
  const alert = document.createElement("p");
  alert.setAttribute("role", "alert");
  alert.className = "form-error";
  alert.textContent = message;
  form.querySelector("h2")?.after(alert);
}

/**
 * Sends the form as the browser would, and shows the answer: the page it leads to once sent,
 * the form as the server marked it, or, when the answer is not a form (the database away: a 503
 * page), the form as typed with that page's words above it (decision 0040).
 */
async function send(form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const label = button?.textContent ?? "";
  if (button) {
    button.textContent = SENDING;
    button.disabled = true;
  }
  const again = () => {
    if (!button) return;
    button.textContent = label;
    button.disabled = false;
  };
  let answer: Response;
  try {
    answer = await fetch(form.action, { method: "POST", body: new FormData(form) });
  } catch {
    again();
    refuse(form, UNREACHABLE);
    return;
  }
  // An answer's address comes without its fragment: the form says which part to show.
  if (answer.redirected) {
    location.assign(answer.url + (form.dataset.sentAt ?? ""));
    return;
  }
  const page = new DOMParser().parseFromString(await answer.text(), "text/html");
  const marked = page.querySelector<HTMLFormElement>(FORM);
  if (marked) {
    form.replaceWith(marked);
    askHealthConsent(marked);
    marked.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return;
  }
  again();
  refuse(form, page.querySelector("main p")?.textContent ?? UNREACHABLE);
}

/**
 * The contact form (`components/contact-form.tsx`): the health consent only for a health topic,
 * the fields checked before the form goes (the first one missing focused), then sent from the
 * page, its button saying so and sending once.
 */
export function enhanceContactForm(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(FORM)) askHealthConsent(form);
  document.addEventListener("change", (e) => {
    const form = (e.target as Element).closest<HTMLFormElement>(FORM);
    if (form && (e.target as HTMLElement).getAttribute("name") === "topic") askHealthConsent(form);
  });
  document.addEventListener("submit", (e) => {
    const form = (e.target as Element).closest<HTMLFormElement>(FORM);
    if (!form) return;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button?.disabled) {
      e.preventDefault();
      return;
    }
    const errors = check(form);
    mark(form, errors);
    const first = Object.keys(errors)[0];
    if (first) {
      e.preventDefault();
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    e.preventDefault();
    void send(form, button);
  });
}
