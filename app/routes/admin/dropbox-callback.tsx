import { Link } from "react-router";
import {
  DropboxNotConfigured,
  DropboxTokenResult,
} from "../../components/admin/dropbox-token-result.tsx";
import { requireView } from "../guards.server.ts";
import { exchangeCallback } from "../../domain/media/dropbox-operator.server.ts";
import { config } from "../../lib/config.server.ts";
import type { Route } from "./+types/dropbox-callback";
import { actorOf } from "../../lib/http.server.ts";

/** Administrators only, whatever the method: a POST from anyone else is refused before the 405. */
export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => {
    await requireView(args);
    return next();
  },
];

/**
 * Where Dropbox sends the operator back with `?code=…`. Trading the code in a GET is how OAuth
 * callbacks work; the code is used once (a reload says so) and the `state` must be this site's.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireView(args);
  return {
    configured: config().dropbox !== null,
    outcome: await exchangeCallback(
      actorOf(args.request, user),
      new URL(args.request.url).searchParams,
    ),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => [{ title: "ผลการเชื่อมต่อ Dropbox | ระบบจัดการเว็บไซต์" }];

export default function DropboxCallback({ loaderData }: Route.ComponentProps) {
  const { configured, outcome } = loaderData;
  return (
    <div className="admin-page">
      <h1>ผลการเชื่อมต่อ Dropbox</h1>
      {!configured ? <DropboxNotConfigured /> : null}
      {outcome ? <DropboxTokenResult outcome={outcome} /> : null}
      {configured && !outcome ? (
        <p>หน้านี้รับรหัสที่ Dropbox ส่งกลับมาหลังการอนุญาต แต่ที่อยู่นี้ไม่มีรหัสมาด้วย</p>
      ) : null}
      <p>
        <Link to="/admin/dropbox/refreshToken">ไปหน้าโทเค็น Dropbox</Link>
      </p>
    </div>
  );
}
