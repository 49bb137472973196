// One literal import() per locale so that every bundler (Turbopack, Vite) emits one chunk per
// catalog. An app's browser code imports only its own scopes' loaders.
import type { ScopeCatalogs } from "./types";

export const uiCatalogs: ScopeCatalogs = {
  scope: "ui",
  loaders: {
    "en-US": () => import("../catalogs/ui/locales/en-US/messages"),
    "vi-VN": () => import("../catalogs/ui/locales/vi-VN/messages"),
    "pt-BR": () => import("../catalogs/ui/locales/pt-BR/messages"),
    "id-ID": () => import("../catalogs/ui/locales/id-ID/messages"),
    "th-TH": () => import("../catalogs/ui/locales/th-TH/messages"),
    "ms-MY": () => import("../catalogs/ui/locales/ms-MY/messages"),
    "ru-RU": () => import("../catalogs/ui/locales/ru-RU/messages"),
    "es-MX": () => import("../catalogs/ui/locales/es-MX/messages"),
    "zh-CN": () => import("../catalogs/ui/locales/zh-CN/messages"),
    "uz-UZ": () => import("../catalogs/ui/locales/uz-UZ/messages"),
    "az-AZ": () => import("../catalogs/ui/locales/az-AZ/messages"),
  },
};
