export type Who = "anonymous" | "staff" | "admin";
/**
 * Expected status for a page view and for a form post with an unknown intent; `url` is the address
 * requested for a route with parameters (an item of the demo content, so guarded pages are reached).
 */
type Row = {
  get: Record<Who, number>;
  post: Record<Who, number>;
  url?: string;
  /** Answers data or a stream rather than a page. */
  resource?: true;
};

const SIGN_IN = 302;
const page = (staff: number, admin: number, post: [number, number], url?: string): Row => ({
  get: { anonymous: SIGN_IN, staff, admin },
  post: { anonymous: SIGN_IN, staff: post[0], admin: post[1] },
  url,
});
const resource = (staff: number, admin: number, post: [number, number], url?: string): Row => ({
  ...page(staff, admin, post, url),
  resource: true,
});

/**
 * Every back-office route, by its path in the route table. A route added to the table without a
 * row here fails the test, so nothing reaches production unguarded by accident.
 */
export const MATRIX: Record<string, Row> = {
  "/admin": resource(302, 302, [405, 405]),
  "/admin/dashboard": page(200, 200, [405, 405]),
  "/admin/account": page(200, 200, [400, 400]),
  "/admin/account/sessions": page(200, 200, [400, 400]),
  "/admin/account/two-factor": page(200, 200, [400, 400]),
  "/admin/users": page(403, 200, [405, 405]),
  "/admin/users/new": page(403, 200, [403, 400]),
  "/admin/users/:id": page(403, 200, [403, 400], "/admin/users/1"),
  "/admin/audit": page(403, 200, [405, 405]),
  "/admin/settings": page(403, 200, [403, 400]),
  "/admin/settings/security": page(403, 200, [403, 400]),
  "/admin/news/:list": page(200, 200, [400, 400], "/admin/news/health"),
  "/admin/media/:list": page(200, 200, [400, 400], "/admin/media/gallery"),
  "/admin/announce/:list": page(200, 200, [400, 400], "/admin/announce/faq"),
  "/admin/pages/:list": page(200, 200, [400, 400], "/admin/pages/about"),
  "/admin/write/:kind": page(200, 200, [400, 400], "/admin/write/news_health"),
  "/admin/write/:kind/:id": page(200, 200, [400, 400], "/admin/write/announce_workwithus/1"),
  "/admin/data/:id/:type/:subject/setting": page(
    200,
    200,
    [400, 400],
    "/admin/data/1/page/-/setting",
  ),
  "/admin/revisions/:id": page(200, 200, [400, 400], "/admin/revisions/1"),
  "/admin/review/:id": page(403, 200, [403, 400], "/admin/review/1"),
  "/admin/presence/:id": resource(200, 200, [405, 405], "/admin/presence/1"),
  "/admin/events": resource(406, 406, [405, 405]),
  "/admin/library": page(200, 200, [405, 405]),
  "/admin/library/upload": resource(400, 400, [415, 415]),
  "/admin/library/status": resource(200, 200, [405, 405]),
  "/admin/library/:id": page(200, 200, [400, 400], "/admin/library/1"),
  "/admin/dropbox/callback": page(403, 200, [403, 405]),
  "/admin/dropbox/refreshToken": page(403, 200, [403, 400]),
  "/admin/messages/contact": page(200, 200, [405, 405]),
  "/admin/messages/contact/export": resource(
    403,
    200,
    [405, 405],
    "/admin/messages/contact/export?format=csv",
  ),
  "/admin/messages/contact/:id": page(200, 200, [405, 405], "/admin/messages/contact/1"),
  "/admin/messages/contact/:id/setting": page(
    200,
    200,
    [400, 400],
    "/admin/messages/contact/1/setting",
  ),
  "/admin/messages/privacy": page(403, 200, [403, 400]),
  "/admin/messages/privacy/export": resource(403, 405, [403, 400]),
  "/admin/*": page(404, 404, [405, 405], "/admin/no-such-page"),
};
