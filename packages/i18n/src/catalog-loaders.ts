// One literal import() per scope and locale so that every bundler (Turbopack, Vite) emits one
// chunk per catalog. The type makes a missing pair a compile error.
import { type Messages } from "@lingui/core";
import { type Locale } from "./locales";
import { type Scope } from "./scopes";

type CatalogModule = { messages: Messages };
export type CatalogLoader = () => Promise<CatalogModule>;

export const CATALOG_LOADERS: Record<Scope, Record<Locale, CatalogLoader>> = {
  ui: {
    "en-US": () => import("./catalogs/ui/locales/en-US/messages"),
    "vi-VN": () => import("./catalogs/ui/locales/vi-VN/messages"),
    "pt-BR": () => import("./catalogs/ui/locales/pt-BR/messages"),
    "id-ID": () => import("./catalogs/ui/locales/id-ID/messages"),
    "th-TH": () => import("./catalogs/ui/locales/th-TH/messages"),
    "ms-MY": () => import("./catalogs/ui/locales/ms-MY/messages"),
    "ru-RU": () => import("./catalogs/ui/locales/ru-RU/messages"),
    "es-MX": () => import("./catalogs/ui/locales/es-MX/messages"),
    "zh-CN": () => import("./catalogs/ui/locales/zh-CN/messages"),
    "uz-UZ": () => import("./catalogs/ui/locales/uz-UZ/messages"),
    "az-AZ": () => import("./catalogs/ui/locales/az-AZ/messages"),
  },
  xworld: {
    "en-US": () => import("./catalogs/xworld/locales/en-US/messages"),
    "vi-VN": () => import("./catalogs/xworld/locales/vi-VN/messages"),
    "pt-BR": () => import("./catalogs/xworld/locales/pt-BR/messages"),
    "id-ID": () => import("./catalogs/xworld/locales/id-ID/messages"),
    "th-TH": () => import("./catalogs/xworld/locales/th-TH/messages"),
    "ms-MY": () => import("./catalogs/xworld/locales/ms-MY/messages"),
    "ru-RU": () => import("./catalogs/xworld/locales/ru-RU/messages"),
    "es-MX": () => import("./catalogs/xworld/locales/es-MX/messages"),
    "zh-CN": () => import("./catalogs/xworld/locales/zh-CN/messages"),
    "uz-UZ": () => import("./catalogs/xworld/locales/uz-UZ/messages"),
    "az-AZ": () => import("./catalogs/xworld/locales/az-AZ/messages"),
  },
  luckybear: {
    "en-US": () => import("./catalogs/luckybear/locales/en-US/messages"),
    "vi-VN": () => import("./catalogs/luckybear/locales/vi-VN/messages"),
    "pt-BR": () => import("./catalogs/luckybear/locales/pt-BR/messages"),
    "id-ID": () => import("./catalogs/luckybear/locales/id-ID/messages"),
    "th-TH": () => import("./catalogs/luckybear/locales/th-TH/messages"),
    "ms-MY": () => import("./catalogs/luckybear/locales/ms-MY/messages"),
    "ru-RU": () => import("./catalogs/luckybear/locales/ru-RU/messages"),
    "es-MX": () => import("./catalogs/luckybear/locales/es-MX/messages"),
    "zh-CN": () => import("./catalogs/luckybear/locales/zh-CN/messages"),
    "uz-UZ": () => import("./catalogs/luckybear/locales/uz-UZ/messages"),
    "az-AZ": () => import("./catalogs/luckybear/locales/az-AZ/messages"),
  },
};
