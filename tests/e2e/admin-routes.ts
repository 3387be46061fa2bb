/**
 * How to reach each back-office route of `app/routes.ts` with a GET: the address to request for a
 * route with parameters (an item of the demo content) and what it answers someone the route
 * policy (`app/lib/route-policy.ts`) lets in. Who is let in is the policy's business, not this
 * table's; the authorisation test fails for a route missing here.
 */
type Row = {
  /** Status of a GET by someone the policy admits. */
  ok: number;
  url?: string;
  /** Answers data or a stream rather than a page. */
  resource?: true;
};

const page = (ok: number, url?: string): Row => ({ ok, url });
const resource = (ok: number, url?: string): Row => ({ ok, url, resource: true });

export const MATRIX: Record<string, Row> = {
  "/admin": resource(302),
  "/admin/dashboard": page(200),
  "/admin/account": page(200),
  "/admin/account/sessions": page(200),
  "/admin/account/two-factor": page(200),
  "/admin/users": page(200),
  "/admin/users/new": page(200),
  "/admin/users/:id": page(200, "/admin/users/1"),
  "/admin/audit": page(200),
  "/admin/settings": page(200),
  "/admin/settings/security": page(200),
  "/admin/settings/alert": page(200),
  "/admin/settings/search": page(200),
  "/admin/news/:list": page(200, "/admin/news/health"),
  "/admin/media/:list": page(200, "/admin/media/gallery"),
  "/admin/announce/:list": page(200, "/admin/announce/faq"),
  "/admin/pages/:list": page(200, "/admin/pages/about"),
  "/admin/write/:kind": page(200, "/admin/write/news_health"),
  "/admin/write/:kind/:id": page(200, "/admin/write/announce_workwithus/1"),
  "/admin/data/:id/:type/:subject/setting": page(200, "/admin/data/1/page/-/setting"),
  "/admin/revisions/:id": page(200, "/admin/revisions/1"),
  "/admin/review/:id": page(200, "/admin/review/1"),
  "/admin/presence/:id": resource(200, "/admin/presence/1"),
  // Only an event stream is offered; a plain GET is told so.
  "/admin/events": resource(406),
  "/admin/library": page(200),
  // An upload target: posting is all it does.
  "/admin/library/upload": resource(400),
  "/admin/library/status": resource(200),
  "/admin/library/:id": page(200, "/admin/library/1"),
  "/admin/library/:id/original": resource(200, "/admin/library/1/original"),
  "/admin/dropbox/callback": page(200),
  "/admin/dropbox/refreshToken": page(200),
  "/admin/messages/contact": page(200),
  "/admin/messages/contact/export": resource(200, "/admin/messages/contact/export?format=csv"),
  "/admin/messages/contact/:id": page(200, "/admin/messages/contact/1"),
  "/admin/messages/contact/:id/setting": page(200, "/admin/messages/contact/1/setting"),
  "/admin/messages/privacy": page(200),
  // Exports only by a form post, so an address never lands in a URL.
  "/admin/messages/privacy/export": resource(405),
  "/admin/ita": page(200),
  "/admin/ita/export": resource(200, "/admin/ita/export?year=2569&format=csv"),
  "/admin/ita/self-check": page(200),
  "/admin/ita/lists/:list": page(200, "/admin/ita/lists/self-check"),
  "/admin/redirects": page(200),
  "/admin/import": page(200),
  "/admin/import/upload": resource(405),
  // The demo has no import; tests/e2e/wordpress-import.spec.ts opens one.
  "/admin/import/:id": page(404, "/admin/import/999999"),
  "/admin/ita/:id": page(200, "/admin/ita/1"),
  "/admin/*": page(404, "/admin/no-such-page"),
};
