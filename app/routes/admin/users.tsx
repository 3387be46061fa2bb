import { Link } from "react-router";
import { allAccounts } from "../../domain/accounts/account-admin.server.ts";
import { requireView } from "../guards.server.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { ROLE_LABELS } from "../../lib/permissions.ts";
import type { Route } from "./+types/users";

export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  return { accounts: await allAccounts() };
}

export const meta: Route.MetaFunction = () => [{ title: "บัญชีผู้ใช้ | ระบบจัดการเว็บไซต์" }];

/** Every staff account, for administrators. */
export default function Users({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <div className="admin-page-head">
        <h1>บัญชีผู้ใช้</h1>
        <Link to="/admin/users/new" className="button">
          เพิ่มผู้ใช้
        </Link>
      </div>
      <div className="table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">
            บัญชีผู้ใช้ทั้งหมด {loaderData.accounts.length} บัญชี
          </caption>
          <thead>
            <tr>
              <th scope="col">ชื่อผู้ใช้</th>
              <th scope="col">ชื่อ-นามสกุล</th>
              <th scope="col">บทบาท</th>
              <th scope="col">สถานะ</th>
              <th scope="col">แก้ไขล่าสุด</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.accounts.map((account) => (
              <tr key={account.id}>
                <td>
                  <Link to={`/admin/users/${account.id}`}>{account.username}</Link>
                </td>
                <td>
                  {account.first_name} {account.last_name}
                </td>
                <td>{ROLE_LABELS[account.role]}</td>
                <td>
                  {account.disabled ? <span className="badge badge-muted">ระงับ</span> : "ใช้งาน"}
                </td>
                <td>{thaiDateTime(account.updated_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
