"use client";
// The global dialogs of spec section 2, opened by name through the session store (`openDialogAtom`)
// from anywhere. The dialogs and their wiring (./OpenGlobalDialog.tsx) load when one first opens.
import type { Locale } from "@repo/i18n/locales";
import { closeDialogAtom, dialogAtom } from "@repo/session/stores/common";
import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense } from "react";
import type { BrandSettings } from "./brand-settings";

const OpenGlobalDialog = lazy(() => import("./OpenGlobalDialog").then((module) => ({ default: module.OpenGlobalDialog })));

export function GlobalDialogs({ brand, locale }: { brand: BrandSettings; locale: Locale }) {
  const open = useAtomValue(dialogAtom);
  const close = useSetAtom(closeDialogAtom);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OpenGlobalDialog key={open.name} dialog={open} brand={brand} locale={locale} close={close} />
    </Suspense>
  );
}

