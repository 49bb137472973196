import "../src/styles/index.css";
import "./docs-overrides.css";

import { loadMessages } from "@repo/i18n/catalogs";
import { DEFAULT_LOCALE, isLocale } from "@repo/i18n/locales";
import { I18nClientProvider } from "@repo/i18n/provider";
import type { Preview } from "@storybook/react-vite";
import { applyTheme, isBrand } from "../src/theme/brand";
import { globalTypes, initialGlobals } from "./globals";
import { PHONE_VIEWPORTS } from "./story-parameters";

const preview: Preview = {
  tags: ["autodocs"],
  globalTypes,
  initialGlobals,
  parameters: {
    layout: "fullscreen",
    viewport: { options: PHONE_VIEWPORTS },
    backgrounds: { disable: true },
    controls: { expanded: true },
    // Any accessibility violation fails the story's test.
    a11y: { test: "error" },
  },
  loaders: [
    async ({ globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE;
      return { locale, messages: await loadMessages(locale, ["ui"]) };
    },
  ],
  decorators: [
    (Story, { globals, loaded, parameters, viewMode }) => {
      const brand = isBrand(globals.brand) ? globals.brand : "xworld";
      const scheme = globals.scheme === "light" || globals.scheme === "dark" ? globals.scheme : undefined;
      applyTheme({ brand, scheme });
      const locale = isLocale(loaded.locale) ? loaded.locale : DEFAULT_LOCALE;
      document.documentElement.lang = locale;
      return (
        <I18nClientProvider locale={locale} messages={loaded.messages}>
          {parameters.bare ? (
            <Story />
          ) : (
            // A phone-wide column; full screen height on the canvas, content height in docs.
            <div className={viewMode === "docs" ? "ui-column bg-surface p-16 text-text" : "ui-column min-h-dvh bg-surface p-16 text-text"}>
              <Story />
            </div>
          )}
        </I18nClientProvider>
      );
    },
  ],
};

export default preview;
