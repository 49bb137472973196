// Translations longer than the English on a phone: the page never scrolls sideways, and headings, names,
// tabs and buttons show whole (wrapping) instead of cut or running over each other.
import { textsFitTests } from "@repo/playwright-config/text-fit";

textsFitTests([
  // Four stretched tabs, "Rút về tài khoản" among them.
  { locale: "vi-VN", path: "/user/orders" },
  { locale: "th-TH", path: "/user/orders" },
  // The heading beside the history link.
  { locale: "vi-VN", path: "/user/withdrawNew" },
  { locale: "ru-RU", path: "/user/withdraw-quantity" },
  { locale: "ru-RU", path: "/petGame" },
  // Project and pool names beside their figures.
  { locale: "vi-VN", path: "/vote" },
  { locale: "ru-RU", path: "/pool" },
  // "Сохранить и продолжить" beside "Пропустить".
  { locale: "ru-RU", path: "/create" },
  // "360 kehormatan" beside the players' names.
  { locale: "id-ID", path: "/honor/board" },
  // Four action tiles ("Almashtirish") and the tab bar.
  { locale: "uz-UZ", path: "/wallet" },
]);
