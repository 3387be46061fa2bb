// Every kind of job registers its handler when its module loads; the worker needs them all.
import "./contact-mail.server.ts";
import "./consent.server.ts";
import "./contact-retention.server.ts";
import "./item-workflow.server.ts";
import "./media-upload.server.ts";
import "./revision-retention.server.ts";
import "./sign-in-cleanup.server.ts";

export { startJobWorker } from "./jobs.server.ts";
