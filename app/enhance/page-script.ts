import { enhanceContactForm } from "./contact-form.ts";
import { enhanceDesktopMenu } from "./desktop-menu.ts";
import { startFieldData } from "./field-data.ts";
import { enhanceGallery } from "./gallery.ts";
import { enhanceNavModes } from "./nav-modes.ts";
import { enhanceReaderTools } from "./reader-tools.ts";
import { enhanceShare } from "./share.ts";
import { enhanceSignInHere } from "./sign-in-here.ts";
import { enhanceVideo } from "./video.ts";

/**
 * The public pages' script (decision 0041): their HTML comes whole from the server, and this
 * adds what needs a browser to it. It runs once per document, whether the page is hydrated by
 * React (staff, pages not yet plain) or not, so its listeners sit on the document and read the
 * markup when they act rather than keeping it.
 */
enhanceDesktopMenu();
enhanceNavModes();
enhanceReaderTools();
enhanceSignInHere();
enhanceGallery();
enhanceVideo();
enhanceShare();
enhanceContactForm();
startFieldData();
document.documentElement.dataset.ready = "true";
