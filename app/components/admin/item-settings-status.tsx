import { Form } from "react-router";
import type { ItemSettings } from "../../db/content/item-settings.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { FormField } from "../auth/form-field.tsx";
import { Notice } from "./notice.tsx";

export type SettingsOutcome = {
  intent: string;
  ok: boolean;
  message: string;
  fields: Partial<Record<string, string>>;
};

const STATUS: Record<ItemSettings["status"], string> = {
  draft: "ฉบับร่าง",
  scheduled: "ตั้งเวลาเผยแพร่",
  published: "เผยแพร่แล้ว",
  archived: "เก็บเข้าคลัง",
};

export function statusLabel(item: Pick<ItemSettings, "status" | "submitted_at" | "deleted_at">) {
  if (item.deleted_at) return "อยู่ในถังขยะ";
  return item.status === "draft" && item.submitted_at ? "รอตรวจ" : STATUS[item.status];
}

/** A form that is one button: a workflow step over the version the page was loaded at. */
export function StepButton({
  intent,
  version,
  label,
  secondary,
}: {
  intent: string;
  version: number;
  label: string;
  secondary?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <button type="submit" className={secondary ? "button button-secondary" : "button"}>
        {label}
      </button>
    </Form>
  );
}

function ScheduleForm({
  intent,
  version,
  label,
  button,
  defaultValue,
  error,
}: {
  intent: string;
  version: number;
  label: string;
  button: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <Form method="post" className="form-actions" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <FormField
        name={intent}
        label={label}
        type="datetime-local"
        required
        defaultValue={defaultValue}
        error={error}
      />
      <button type="submit" className="button button-secondary">
        {button}
      </button>
    </Form>
  );
}

const STEPS = ["publish", "unpublish", "restore", "schedule", "schedule-unpublish"];

/** Where the item stands in the workflow, and the steps the person may take from there. */
export function ItemSettingsStatus({
  item,
  canPublish,
  publishAtInput,
  outcome,
}: {
  item: ItemSettings;
  canPublish: boolean;
  publishAtInput: string;
  outcome?: SettingsOutcome;
}) {
  const result = outcome && STEPS.includes(outcome.intent) ? outcome : null;
  const live = item.status === "published" || item.status === "scheduled";
  return (
    <section className="admin-section" aria-labelledby="status-title">
      <h2 id="status-title">สถานะและการตั้งเวลา</h2>
      <Notice result={result} />
      <ul className="settings-facts">
        <li>สถานะ: {statusLabel(item)}</li>
        {item.published_at && live ? (
          <li>
            {item.status === "scheduled" ? "จะเผยแพร่" : "เผยแพร่เมื่อ"}{" "}
            {thaiDateTime(item.published_at)}
          </li>
        ) : null}
        {item.unpublish_at ? <li>จะเลิกเผยแพร่ {thaiDateTime(item.unpublish_at)}</li> : null}
      </ul>
      {item.deleted_at ? null : canPublish ? (
        <div className="stack">
          <div className="form-actions">
            {item.status !== "published" ? (
              <StepButton intent="publish" version={item.version} label="เผยแพร่ทันที" />
            ) : null}
            {live ? (
              <StepButton intent="unpublish" version={item.version} label="เลิกเผยแพร่" secondary />
            ) : null}
            {item.status === "archived" ? (
              <StepButton
                intent="restore"
                version={item.version}
                label="นำกลับจากคลังเป็นฉบับร่าง"
                secondary
              />
            ) : null}
          </div>
          {item.status !== "published" ? (
            <ScheduleForm
              key={`schedule-${item.version}`}
              intent="schedule"
              version={item.version}
              label="เวลาเผยแพร่ (เวลาประเทศไทย)"
              button="ตั้งเวลาเผยแพร่"
              defaultValue={publishAtInput}
              error={result?.fields.schedule}
            />
          ) : null}
          {live ? (
            <ScheduleForm
              key={`unpublish-${item.version}`}
              intent="schedule-unpublish"
              version={item.version}
              label="เวลาเลิกเผยแพร่ (เวลาประเทศไทย)"
              button="ตั้งเวลาเลิกเผยแพร่"
              error={result?.fields["schedule-unpublish"]}
            />
          ) : null}
        </div>
      ) : (
        <p>การเผยแพร่และการตั้งเวลาทำได้โดยผู้ดูแลระบบ</p>
      )}
    </section>
  );
}
