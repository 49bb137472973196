"use client";

import { LocaleNotFound } from "@repo/app-shell/locale-not-found";

export default function NotFound() {
  return <LocaleNotFound home="/luckybear" />;
}
