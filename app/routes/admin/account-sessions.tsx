import { data, Form } from "react-router";
import { Notice } from "../../components/admin/notice.tsx";
import { currentSession } from "../../domain/accounts/auth.server.ts";
import { staffFrom } from "../../domain/accounts/staff-context.server.ts";
import { endOwnSessions, ownSessions } from "../../domain/accounts/own-account.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { formText } from "../../lib/form-data.ts";
import { describeDevice } from "../../lib/staff/user-agent.ts";
import type { Route } from "./+types/account-sessions";
import { actorOf, requestContext } from "../../lib/http.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = staffFrom(context);
  const [sessions, current] = await Promise.all([
    ownSessions(user),
    currentSession(requestContext(request)),
  ]);
  return {
    // Sessions are named by their stored hash, never by the token that signs in.
    sessions: sessions.map((s) => ({
      id: s.id,
      current: s.id === current?.id,
      device: describeDevice(s.userAgent),
      ip: s.ip,
      createdAt: s.createdAt,
      expiresAt: s.expiresAt,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = staffFrom(context);
  const session = await currentSession(requestContext(request));
  const form = await request.formData();
  const target = formText(form, "session", 100);
  const me = { ...actorOf(request, user), sessionId: session?.id ?? "" };
  const result = await endOwnSessions(me, target);
  return result.ok
    ? { ok: true, message: `สิ้นสุดแล้ว ${result.ended} เซสชัน` }
    : data(result, result.status);
}

export const meta: Route.MetaFunction = () => [{ title: "อุปกรณ์ที่เข้าสู่ระบบ | ระบบจัดการเว็บไซต์" }];

/** A person's own live sessions, each of which they can end. */
export default function AccountSessions({ loaderData, actionData }: Route.ComponentProps) {
  const { sessions } = loaderData;
  const others = sessions.filter((s) => !s.current).length;
  return (
    <div className="admin-page">
      <h1>อุปกรณ์ที่เข้าสู่ระบบ</h1>
      <p>เซสชันมีอายุ 24 ชั่วโมง หากพบอุปกรณ์ที่ไม่รู้จัก ให้สิ้นสุดเซสชันนั้นและเปลี่ยนรหัสผ่านทันที</p>
      <Notice result={actionData} />
      <div className="table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">เซสชันที่ยังใช้งานอยู่</caption>
          <thead>
            <tr>
              <th scope="col">อุปกรณ์</th>
              <th scope="col">ที่อยู่ IP</th>
              <th scope="col">เข้าสู่ระบบเมื่อ</th>
              <th scope="col">หมดอายุ</th>
              <th scope="col">
                <span className="visually-hidden">การจัดการ</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id}>
                <td>
                  {s.device}
                  {s.current ? <strong className="badge">อุปกรณ์นี้</strong> : null}
                </td>
                <td>{s.ip || "—"}</td>
                <td>{thaiDateTime(s.createdAt)}</td>
                <td>{thaiDateTime(s.expiresAt)}</td>
                <td>
                  {s.current ? null : (
                    <Form method="post">
                      <input type="hidden" name="session" value={s.id} />
                      <button
                        type="submit"
                        className="button button-secondary button-small"
                        aria-label={`สิ้นสุดเซสชัน ${s.device} เข้าสู่ระบบเมื่อ ${thaiDateTime(s.createdAt)}`}
                      >
                        สิ้นสุด
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {others > 1 ? (
        <Form method="post">
          <input type="hidden" name="session" value="others" />
          <button type="submit" className="button button-secondary">
            สิ้นสุดเซสชันอื่นทั้งหมด ({others})
          </button>
        </Form>
      ) : null}
    </div>
  );
}
