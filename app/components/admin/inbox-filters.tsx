import { Form, Link } from "react-router";
import { CONTACT_STATUSES, INBOX_PATH, type InboxQuery } from "../../lib/staff/contact-inbox.ts";

/** The inbox's search and filters, a plain GET form so every view has its own address. */
export function InboxFilters({ query, topics }: { query: InboxQuery; topics: string[] }) {
  const topicChoices =
    query.topic && !topics.includes(query.topic) ? [...topics, query.topic] : topics;
  return (
    <Form method="get" className="filters" aria-label="ค้นหาและกรองข้อความติดต่อ">
      <div className="field">
        <label htmlFor="inbox-q">ค้นหา</label>
        <p id="inbox-q-hint" className="hint">
          ชื่อ อีเมล เบอร์โทรศัพท์ หัวข้อ หรือข้อความ
        </p>
        <input
          id="inbox-q"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={100}
          aria-describedby="inbox-q-hint"
        />
      </div>
      <div className="field">
        <label htmlFor="inbox-status">สถานะ</label>
        <select id="inbox-status" name="status" defaultValue={query.status}>
          <option value="">ทั้งหมด</option>
          {Object.entries(CONTACT_STATUSES).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="inbox-topic">หัวข้อ</label>
        <select id="inbox-topic" name="topic" defaultValue={query.topic}>
          <option value="">ทุกหัวข้อ</option>
          {topicChoices.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <button type="submit" className="button">
          ค้นหา
        </button>
        <Link to={INBOX_PATH} className="button button-secondary">
          ล้างตัวกรอง
        </Link>
      </div>
    </Form>
  );
}
