// Every kind of job registers its handler when its module loads; the worker needs them all.
import "../contact/contact-mail.server.ts";
import "../contact/consent.server.ts";
import "../contact/contact-retention.server.ts";
import "../content/item-workflow.server.ts";
import "../media/media-upload.server.ts";
import "../content/revision-retention.server.ts";
import "../accounts/sign-in-cleanup.server.ts";
import "../import/import-runs.server.ts";
import "../site/site-alert.server.ts";
import "./field-data.server.ts";

export { startJobWorker } from "./jobs.server.ts";
