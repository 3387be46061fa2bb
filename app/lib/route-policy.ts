import { ADMIN_GROUPS } from "../content/kind-office.ts";
import { CONTENT_PERMISSIONS } from "../content/permission-names.ts";
import { can, STATUS_STEPS, type Permission, type Role } from "./permissions.ts";

/** A permission, or `staff`: any signed-in member of staff (the admin layout already requires it). */
export type Rule = Permission | "staff";

export type RoutePolicy = {
  /** Loading the page or resource (GET). */
  view: Rule;
  /** Each form `intent` the route's action accepts, and what it needs. */
  intents?: Readonly<Record<string, Rule>>;
  /** An action that reads no intent (a raw upload body, a single-purpose form). */
  post?: Rule;
};

const CONTENT_LIST: RoutePolicy = {
  view: "content.write",
  // The bulk step itself (submit, publish, trash, …) is checked again by the domain, per step.
  intents: { bulk: "content.write" },
};

const EDITOR: RoutePolicy = {
  view: "content.write",
  intents: {
    slug: "content.write",
    // Saving a published item without the publish permission makes a change that waits for review.
    save: "content.write",
    autosave: "content.write",
    submit: "content.write",
    publish: "content.publish",
  },
};

/**
 * What each status step takes at the route, whatever the kind: the domain checks the item's own
 * kind's permission on top (`KindPermissions`).
 */
const STATUS_STEP_FLOOR = Object.fromEntries(
  Object.entries(STATUS_STEPS).map(([action, step]) => [action, CONTENT_PERMISSIONS[step]]),
);

/**
 * Who may do what in the back office: every admin route of `app/routes.ts`, by its pattern, with
 * the permission its page and each of its action intents need. Route modules read their rule from
 * here (`requireView`, `requireIntent`), the domain checks the same permission again, and the
 * authorisation test is generated from this table and the route table: a route or an intent
 * without a rule fails it.
 */
export const ROUTE_POLICY: Readonly<Record<string, RoutePolicy>> = {
  "/admin": { view: "staff" },
  "/admin/dashboard": { view: "staff" },
  "/admin/account": { view: "staff", intents: { name: "staff", password: "staff" } },
  "/admin/account/sessions": { view: "staff", post: "staff" },
  "/admin/account/two-factor": {
    view: "staff",
    intents: {
      start: "staff",
      cancel: "staff",
      confirm: "staff",
      regenerate: "staff",
      disable: "staff",
    },
  },
  "/admin/users": { view: "users.manage" },
  "/admin/users/new": { view: "users.manage", post: "users.manage" },
  "/admin/users/:id": {
    view: "users.manage",
    intents: {
      edit: "users.manage",
      disable: "users.manage",
      enable: "users.manage",
      reset: "users.manage",
      "reset-two-factor": "users.manage",
    },
  },
  "/admin/audit": { view: "audit.read" },
  "/admin/settings": { view: "settings.manage", intents: { save: "settings.manage" } },
  "/admin/settings/security": { view: "settings.manage", intents: { save: "settings.manage" } },
  "/admin/settings/alert": {
    view: "settings.manage",
    intents: { publish: "settings.manage", withdraw: "settings.manage" },
  },
  "/admin/settings/search": {
    view: "settings.manage",
    intents: { try: "settings.manage", save: "settings.manage", words: "settings.manage" },
  },
  "/admin/ita": {
    view: "content.write",
    intents: { "open-year": "ita.manage", "add-item": "ita.manage" },
  },
  "/admin/ita/export": { view: "content.write" },
  "/admin/import": { view: "settings.manage" },
  "/admin/import/upload": { view: "settings.manage", post: "settings.manage" },
  "/admin/import/:id": {
    view: "settings.manage",
    intents: { run: "settings.manage", delete: "settings.manage" },
  },
  "/admin/redirects": {
    view: "settings.manage",
    intents: { save: "settings.manage", delete: "settings.manage" },
  },
  "/admin/ita/self-check": { view: "content.write" },
  // The self-check's groups and the information centre's sections, the office's to edit.
  "/admin/ita/lists/:list": {
    view: "settings.manage",
    intents: { save: "settings.manage", restore: "settings.manage" },
  },
  "/admin/ita/:id": {
    view: "content.write",
    intents: {
      "add-evidence": "content.write",
      "remove-evidence": "content.write",
      save: "ita.manage",
      delete: "ita.manage",
    },
  },
  // One route of lists of content per back-office group of the registry (`kind-office.ts`).
  ...Object.fromEntries(Object.keys(ADMIN_GROUPS).map((g) => [`/admin/${g}/:list`, CONTENT_LIST])),
  "/admin/write/:kind": EDITOR,
  "/admin/write/:kind/:id": EDITOR,
  "/admin/data/:id/:type/:subject/setting": {
    view: "content.write",
    intents: {
      address: "content.write",
      seo: "content.write",
      display: "content.publish",
      ...STATUS_STEP_FLOOR,
    },
  },
  "/admin/revisions/:id": {
    view: "content.write",
    intents: {
      restore: "content.write",
      preview: "content.write",
      retention: "settings.manage",
    },
  },
  // A change to a published item waiting for review: publish it or send it back to its writer.
  "/admin/review/:id": {
    view: "content.publish",
    intents: { publish: "content.publish", return: "content.publish" },
  },
  "/admin/presence/:id": { view: "content.write" },
  "/admin/events": { view: "messages.handle" },
  "/admin/library": { view: "content.write" },
  "/admin/library/upload": { view: "content.write", post: "content.write" },
  "/admin/library/status": { view: "content.write" },
  "/admin/library/:id/original": { view: "content.write" },
  "/admin/library/:id": {
    view: "content.write",
    intents: {
      details: "content.write",
      alt: "content.write",
      captions: "content.write",
      "captions-remove": "content.write",
      delete: "content.delete",
    },
  },
  "/admin/dropbox/callback": { view: "storage.manage" },
  "/admin/dropbox/refreshToken": {
    view: "storage.manage",
    intents: { exchange: "storage.manage" },
  },
  "/admin/messages/contact": { view: "messages.handle" },
  "/admin/messages/contact/export": { view: "messages.export" },
  "/admin/messages/contact/:id": { view: "messages.handle" },
  "/admin/messages/contact/:id/setting": {
    view: "messages.handle",
    intents: { handle: "messages.handle", delete: "messages.delete" },
  },
  "/admin/messages/privacy": {
    view: "messages.delete",
    intents: { find: "messages.delete", delete: "messages.delete", retention: "messages.delete" },
  },
  "/admin/messages/privacy/export": {
    view: "messages.export",
    intents: { export: "messages.export" },
  },
  "/admin/*": { view: "staff" },
};

/** A pattern as React Router reports it (`admin/library/:id`) in the table's form. */
export function policyKey(pattern: string): string {
  return `/${pattern.replace(/^\/+/, "")}`;
}

export function policyFor(pattern: string): RoutePolicy | undefined {
  return ROUTE_POLICY[policyKey(pattern)];
}

/** Whether a person holds a rule. */
export function holds(
  user: { role: Role },
  rule: Rule,
  options: { staffCanPublish?: boolean } = {},
): boolean {
  return rule === "staff" || can(user, rule, options);
}

/** Whether a person may load a route's page: for showing or hiding links to it. */
export function mayView(user: { role: Role }, pattern: string): boolean {
  const rule = policyFor(pattern)?.view;
  return rule !== undefined && holds(user, rule);
}

/** Whether a person may use an intent of a route: for showing or hiding the form that posts it. */
export function mayUse(
  user: { role: Role },
  pattern: string,
  intent: string,
  options: { staffCanPublish?: boolean } = {},
): boolean {
  const rule = policyFor(pattern)?.intents?.[intent];
  return rule !== undefined && holds(user, rule, options);
}
