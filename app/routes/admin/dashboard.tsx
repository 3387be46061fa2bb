import { staffFrom } from "../../domain/auth.server.ts";
import type { Route } from "./+types/dashboard";

export function loader({ context }: Route.LoaderArgs) {
  return { firstName: staffFrom(context).first_name };
}

export const meta: Route.MetaFunction = () => [{ title: "แดชบอร์ด | ระบบจัดการเว็บไซต์" }];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <h1>แดชบอร์ด</h1>
      <p>สวัสดี คุณ{loaderData.firstName} ยินดีต้อนรับสู่ระบบจัดการเว็บไซต์</p>
    </div>
  );
}
