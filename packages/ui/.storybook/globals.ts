// Toolbar globals of the kit's Storybook: brand, colour scheme and locale.
import { LOCALES, SOURCE_LOCALE } from "@repo/i18n/locales";
import type { Preview } from "@storybook/react-vite";
import { BRANDS } from "../src/theme/brand";

export const globalTypes: Preview["globalTypes"] = {
  brand: {
    description: "Brand theme",
    toolbar: { title: "Brand", icon: "paintbrush", items: [...BRANDS], dynamicTitle: true },
  },
  scheme: {
    description: "Colour scheme",
    toolbar: {
      title: "Scheme",
      icon: "mirror",
      items: [
        { value: "auto", title: "Brand default" },
        { value: "light", title: "Light" },
        { value: "dark", title: "Dark" },
      ],
      dynamicTitle: true,
    },
  },
  locale: {
    description: "Locale of the kit's messages",
    toolbar: { title: "Locale", icon: "globe", items: [...LOCALES], dynamicTitle: true },
  },
};

export const initialGlobals: Preview["initialGlobals"] = {
  brand: "xworld",
  scheme: "auto",
  locale: SOURCE_LOCALE,
  viewport: { value: "phone375", isRotated: false },
};
