import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { ADMIN_GROUPS } from "./content/kind-office.ts";
import { KIND_ALIASES, KIND_ROUTES } from "./content/kind-routes.ts";
import { SITE_PATHS } from "./content/site-paths.ts";

/** A route pattern for a path of the site (no leading slash). */
const at = (path: string, rest = "") => `${path.slice(1)}${rest}`;

/**
 * Public pages of each content kind and the back-office's lists of them come from the registry
 * (`app/content/kinds.ts`, `kind-routes.ts`, `kind-office.ts`).
 */

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route(at(SITE_PATHS.search), "routes/site/search.tsx"),
    ...KIND_ROUTES.map((r) => route(r.path, `routes/site/${r.page}.tsx`, r.id ? { id: r.id } : {})),
    route(at(SITE_PATHS.sitemap), "routes/site/sitemap.tsx"),
    route(at(SITE_PATHS.contact), "routes/site/contact.tsx"),
    route(at(SITE_PATHS.ita), "routes/site/ita.tsx", { id: "ita" }),
    route(at(SITE_PATHS.ita, "/:year"), "routes/site/ita.tsx", { id: "ita-year" }),
    route(at(SITE_PATHS.ita, "/:year/:code"), "routes/site/ita-item.tsx"),
    route(at(SITE_PATHS.informationCentre), "routes/site/information-centre.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("signin", "routes/auth/signin.tsx"),
  route("signout", "routes/auth/signout.tsx"),
  route("setup/:token", "routes/auth/setup.tsx"),
  route("set-password/:token", "routes/auth/set-password.tsx"),
  route("preview/:token", "routes/preview.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.ts"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("account/sessions", "routes/admin/account-sessions.tsx"),
    route("account/two-factor", "routes/admin/account-two-factor.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("users/new", "routes/admin/user-new.tsx"),
    route("users/:id", "routes/admin/user-edit.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("settings/security", "routes/admin/settings-security.tsx"),
    route("settings/alert", "routes/admin/site-alert.tsx"),
    route("settings/search", "routes/admin/search-vocabulary.tsx"),
    ...Object.keys(ADMIN_GROUPS).map((group) =>
      route(`${group}/:list`, "routes/admin/content-list.tsx", { id: `admin-${group}` }),
    ),
    route("write/:kind", "routes/admin/write.tsx", { id: "admin-write-new" }),
    route("write/:kind/:id", "routes/admin/write.tsx", { id: "admin-write-edit" }),
    route("data/:id/:type/:subject/setting", "routes/admin/item-settings.tsx"),
    route("revisions/:id", "routes/admin/item-revisions.tsx"),
    route("review/:id", "routes/admin/item-review.tsx"),
    route("presence/:id", "routes/admin/presence.ts"),
    route("events", "routes/admin/events.ts"),
    route("library", "routes/admin/library.tsx"),
    route("library/upload", "routes/admin/library-upload.ts"),
    route("library/status", "routes/admin/library-status.ts"),
    route("library/:id", "routes/admin/library-item.tsx"),
    route("library/:id/original", "routes/admin/library-original.ts"),
    route("dropbox/callback", "routes/admin/dropbox-callback.tsx"),
    route("dropbox/refreshToken", "routes/admin/dropbox-refresh-token.tsx"),
    route("messages/contact", "routes/admin/messages.tsx"),
    route("messages/contact/export", "routes/admin/messages-export.ts"),
    route("messages/contact/:id", "routes/admin/message.tsx"),
    route("messages/contact/:id/setting", "routes/admin/message-setting.tsx"),
    route("messages/privacy", "routes/admin/messages-privacy.tsx"),
    route("messages/privacy/export", "routes/admin/messages-privacy-export.ts"),
    route("ita", "routes/admin/ita.tsx"),
    route("ita/export", "routes/admin/ita-export.ts"),
    route("ita/self-check", "routes/admin/ita-self-check.tsx"),
    route("ita/lists/:list", "routes/admin/ita-lists.tsx"),
    route("ita/:id", "routes/admin/ita-item.tsx"),
    route("redirects", "routes/admin/redirects.tsx"),
    route("import", "routes/admin/import.tsx"),
    route("import/upload", "routes/admin/import-upload.ts"),
    route("import/:id", "routes/admin/import-run.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  route("api/session", "routes/resources/session.ts"),
  route("consent", "routes/resources/consent.ts"),
  route("search/:slug", "routes/resources/search-hit.ts"),
  ...KIND_ALIASES.map((a) =>
    route(`${a.from.slice(1)}/*`, "routes/resources/alias.ts", { id: a.id }),
  ),
  route("api/search", "routes/resources/search-suggest.ts"),
  route("api/vitals", "routes/resources/vitals.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("feeds/:feed", "routes/resources/feed.ts"),
] satisfies RouteConfig;
