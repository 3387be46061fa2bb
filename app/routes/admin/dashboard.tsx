import { DashboardCounts } from "../../components/admin/dashboard-counts.tsx";
import {
  DatedEntries,
  MostRead,
  ReviewsDue,
  SearchMisses,
} from "../../components/admin/dashboard-lists.tsx";
import { ViewsChart } from "../../components/admin/dashboard-views-chart.tsx";
import { FieldData } from "../../components/admin/dashboard-vitals.tsx";
import { Link } from "react-router";
import { ItaStateLabel } from "../../components/admin/ita-state.tsx";
import { ITA_BOARD_PATH } from "../../content/ita.ts";
import { itaSummary } from "../../domain/ita/ita-office.server.ts";
import { staffFrom } from "../../domain/accounts/staff-context.server.ts";
import { inboxPage } from "../../domain/contact/contact-inbox.server.ts";
import { readDashboard } from "../../domain/content/dashboard.server.ts";
import { frequentMisses, SHOWN_DAYS } from "../../domain/search/search-misses.server.ts";
import {
  fieldDataSummary,
  GOOD_THRESHOLDS,
  SHOWN_DAYS as FIELD_DATA_DAYS,
} from "../../domain/operations/field-data.server.ts";
import { getSecuritySettings } from "../../domain/accounts/security-settings.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { can } from "../../lib/permissions.ts";
import { INBOX_PATH } from "../../lib/staff/contact-inbox.ts";
import type { Route } from "./+types/dashboard";
import { useRefreshOnNewMessage } from "../../components/admin/staff-events.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const user = staffFrom(context);
  const [dashboard, messages, ita, misses, fieldData] = await Promise.all([
    readDashboard(new Date(), can(user, "content.publish", await getSecuritySettings())),
    can(user, "messages.handle") ? inboxPage({ q: "", status: "new", topic: "" }, 1) : null,
    can(user, "content.write") ? itaSummary() : null,
    // Readers' own words: for administrators only.
    can(user, "settings.manage") ? frequentMisses() : null,
    // Counts only, nothing about any reader: for everyone who sees the dashboard.
    fieldDataSummary(),
  ]);
  return {
    firstName: user.first_name,
    dashboard,
    messages,
    ita,
    misses,
    missDays: SHOWN_DAYS,
    fieldData,
    fieldDataDays: FIELD_DATA_DAYS,
    goodThresholds: GOOD_THRESHOLDS,
  };
}

export const meta: Route.MetaFunction = () => [{ title: "แดชบอร์ด | ระบบจัดการเว็บไซต์" }];

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="admin-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The back-office overview for every member of staff: content, the review queue and readership. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  useRefreshOnNewMessage();
  const { firstName, dashboard, messages, ita, misses } = loaderData;
  const viewDays = dashboard.daily.length;
  return (
    <div className="admin-page">
      <h1>แดชบอร์ด</h1>
      <p>สวัสดี คุณ{firstName} ยินดีต้อนรับสู่ระบบจัดการเว็บไซต์</p>
      <Section id="dashboard-counts" title="จำนวนเนื้อหา">
        <p className="hint">ไม่นับรายการในถังขยะ</p>
        <DashboardCounts kinds={dashboard.counts} totals={dashboard.totals} />
      </Section>
      {messages ? (
        <Section id="dashboard-messages" title={`ข้อความติดต่อใหม่ (${messages.total})`}>
          {messages.items.length ? (
            <ul className="dashboard-messages">
              {messages.items.slice(0, 5).map((m) => (
                <li key={m.id}>
                  <Link to={`${INBOX_PATH}/${m.id}`}>
                    {m.topic}: {m.sender}
                  </Link>{" "}
                  <time dateTime={m.createdAt}>{thaiDateTime(m.createdAt)}</time>
                </li>
              ))}
            </ul>
          ) : (
            <p>ไม่มีข้อความใหม่</p>
          )}
          <p>
            <Link to={`${INBOX_PATH}?status=new`}>ดูข้อความใหม่ทั้งหมด</Link>
          </p>
        </Section>
      ) : null}
      {ita ? (
        <Section id="dashboard-ita" title={`การเปิดเผยข้อมูล (ITA) ปี ${ita.year}`}>
          <p>
            ครบถ้วน {ita.complete} จาก {ita.total} รายการ
          </p>
          {ita.open.length ? (
            <ul className="dashboard-messages">
              {ita.open.map((item) => (
                <li key={item.id}>
                  <Link to={`${ITA_BOARD_PATH}/${item.id}`}>
                    {item.code} {item.title}
                  </Link>
                  : <ItaStateLabel state={item.state} />
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <Link to={`${ITA_BOARD_PATH}?year=${ita.year}`}>ดูความพร้อมทุกรายการ</Link>
          </p>
        </Section>
      ) : null}
      <Section id="dashboard-waiting" title="รอตรวจ">
        <DatedEntries
          caption="เนื้อหาที่รอตรวจ"
          entries={dashboard.waiting}
          atLabel="ส่งตรวจเมื่อ"
          personLabel="ผู้ส่ง"
          empty="ไม่มีเนื้อหาที่รอตรวจ"
        />
      </Section>
      <Section
        id="dashboard-reviews"
        title={`ถึงกำหนดทบทวนเนื้อหาสุขภาพ (${dashboard.reviewsDue.length})`}
      >
        <ReviewsDue entries={dashboard.reviewsDue} />
      </Section>
      <Section id="dashboard-scheduled" title="ตั้งเวลาเผยแพร่">
        <DatedEntries
          caption="เนื้อหาที่ตั้งเวลาเผยแพร่"
          entries={dashboard.scheduled}
          atLabel="เผยแพร่เมื่อ"
          personLabel="ผู้ตั้งเวลา"
          empty="ไม่มีเนื้อหาที่ตั้งเวลาเผยแพร่"
        />
      </Section>
      <Section id="dashboard-recent" title="แก้ไขล่าสุด">
        <DatedEntries
          caption="เนื้อหาที่แก้ไขล่าสุด"
          entries={dashboard.recent}
          atLabel="แก้ไขเมื่อ"
          personLabel="ผู้แก้ไข"
          empty="ยังไม่มีเนื้อหา"
        />
      </Section>
      <Section id="dashboard-views" title={`ยอดเข้าชมรายวัน ${viewDays} วันล่าสุด`}>
        <ViewsChart days={dashboard.daily} />
      </Section>
      <Section id="dashboard-most-read" title={`อ่านมากที่สุดใน ${viewDays} วันล่าสุด`}>
        <MostRead caption="เนื้อหาที่อ่านมากที่สุด" entries={dashboard.mostRead} />
      </Section>
      <Section
        id="dashboard-field-data"
        title={`ความเร็วที่ผู้อ่านได้รับจริงใน ${loaderData.fieldDataDays} วันล่าสุด`}
      >
        <FieldData
          entries={loaderData.fieldData}
          days={loaderData.fieldDataDays}
          good={loaderData.goodThresholds}
        />
      </Section>
      {misses ? (
        <Section
          id="dashboard-search-misses"
          title={`คำค้นที่ไม่พบผลลัพธ์ใน ${loaderData.missDays} วันล่าสุด`}
        >
          <SearchMisses entries={misses} />
        </Section>
      ) : null}
    </div>
  );
}
