import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { StorybookConfig } from "@storybook/react-vite";
import { fileURLToPath } from "node:url";
import { mergeConfig } from "vite";

// The Lingui macro compiles through Babel and reads the shared Lingui config.
process.env.LINGUI_CONFIG ??= fileURLToPath(new URL("../../i18n/lingui.config.ts", import.meta.url));

const config: StorybookConfig = {
  stories: ["../src/**/*.mdx", "../src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  // Fixture images for stories (there is no network in tests).
  staticDirs: ["./public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [
        tailwindcss(),
        // Keep source messages in every build, so a story shows English text for a string that has
        // not been extracted into the catalogs yet instead of a bare message id.
        react({ babel: { plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: false }]] } }),
      ],
      server: { host: "127.0.0.1" },
      // Storybook's own runtime is one large chunk; the kit's code is small.
      build: { chunkSizeWarningLimit: 1500 },
    });
  },
};

export default config;
