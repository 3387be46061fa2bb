/** What a route module's `handle` says about its pages and those of the routes under it. */
export type PageHandle = {
  /**
   * Readers get the page as HTML and the public pages' script, without React's; signed-in staff
   * still get it hydrated (decision 0041).
   */
  htmlOnly?: boolean;
};

export const HTML_ONLY: PageHandle = { htmlOnly: true };

/**
 * `?signin` on a public page: the page hydrated, with the staff sign-in box open over it. An
 * HTML-only page has no React to open that box with, so its script comes back here.
 */
export const SIGN_IN_HERE = "signin";
