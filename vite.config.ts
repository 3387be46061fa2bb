import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// On-demand widgets, components the home page does not use and staff-only code stay out of the
// shared chunk.
const NOT_SHARED =
  /(lib[\\/](staff[\\/][\w-]+|video-links|consent|sign-in-messages|permissions|file-sizes|dates|vital-buckets|own-entry)\.ts|components[\\/](admin[\\/][\w-]+\.tsx?|use-focus-trap\.ts)|content[\\/](admin-kinds|permission-names|kind-office|kind-routes|editor-fields|bidi-controls|ita|ita-lists|ita-list-form|ita-list-starters|ita-source-names|site-paths|search-path|feed-path|site-alert|page-kinds)\.ts)$|components[\\/](toasts|item-article|preview-banner|gallery|video-block|attachments|share-buttons|marked|contact-form|staff-strip|breadcrumbs|empty-state|list-page|feed-link|pagination|page-group-nav|consent-form|ita-evidence|people-list|file-downloads|auth[\\/](?!staff-sign-in-link)[\w-]+)\.tsx$/;

/**
 * The chunks every page has run before any of its code asks for a lazy one (the entry imports
 * them): listing them among a lazy chunk's files to preload would only cost bytes in every chunk
 * that imports lazily, the home page's included.
 */
const ALWAYS_LOADED = /(^|\/)(framework|site|rolldown-runtime)-[\w-]{8}\.js$/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Two long-lived shared chunks instead of a dozen small ones: fewer requests, better
            // compression. Route modules and on-demand widgets stay separate.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                },
                {
                  name: "site",
                  test: (id: string) =>
                    /[\\/]app[\\/](components|lib|content)[\\/]/.test(id) && !NOT_SHARED.test(id),
                },
              ],
            },
          },
        },
      },
    },
  },
});
