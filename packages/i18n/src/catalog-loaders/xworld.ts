// One literal import() per locale so that every bundler (Turbopack, Vite) emits one chunk per
// catalog. An app's browser code imports only its own scopes' loaders.
import type { ScopeCatalogs } from "./types";

export const xworldCatalogs: ScopeCatalogs = {
  scope: "xworld",
  loaders: {
    "en-US": () => import("../catalogs/xworld/locales/en-US/messages"),
    "vi-VN": () => import("../catalogs/xworld/locales/vi-VN/messages"),
    "pt-BR": () => import("../catalogs/xworld/locales/pt-BR/messages"),
    "id-ID": () => import("../catalogs/xworld/locales/id-ID/messages"),
    "th-TH": () => import("../catalogs/xworld/locales/th-TH/messages"),
    "ms-MY": () => import("../catalogs/xworld/locales/ms-MY/messages"),
    "ru-RU": () => import("../catalogs/xworld/locales/ru-RU/messages"),
    "es-MX": () => import("../catalogs/xworld/locales/es-MX/messages"),
    "zh-CN": () => import("../catalogs/xworld/locales/zh-CN/messages"),
    "uz-UZ": () => import("../catalogs/xworld/locales/uz-UZ/messages"),
    "az-AZ": () => import("../catalogs/xworld/locales/az-AZ/messages"),
  },
};
