// One literal import() per locale so that every bundler (Turbopack, Vite) emits one chunk per
// catalog. An app's browser code imports only its own scopes' loaders.
import type { ScopeCatalogs } from "./types";

export const luckybearCatalogs: ScopeCatalogs = {
  scope: "luckybear",
  loaders: {
    "en-US": () => import("../catalogs/luckybear/locales/en-US/messages"),
    "vi-VN": () => import("../catalogs/luckybear/locales/vi-VN/messages"),
    "pt-BR": () => import("../catalogs/luckybear/locales/pt-BR/messages"),
    "id-ID": () => import("../catalogs/luckybear/locales/id-ID/messages"),
    "th-TH": () => import("../catalogs/luckybear/locales/th-TH/messages"),
    "ms-MY": () => import("../catalogs/luckybear/locales/ms-MY/messages"),
    "ru-RU": () => import("../catalogs/luckybear/locales/ru-RU/messages"),
    "es-MX": () => import("../catalogs/luckybear/locales/es-MX/messages"),
    "zh-CN": () => import("../catalogs/luckybear/locales/zh-CN/messages"),
    "uz-UZ": () => import("../catalogs/luckybear/locales/uz-UZ/messages"),
    "az-AZ": () => import("../catalogs/luckybear/locales/az-AZ/messages"),
  },
};
