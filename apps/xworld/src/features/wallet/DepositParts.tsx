"use client";
// A deposit address's copy button and QR code toggle, parts loaded after start (their code, and the
// kit's Button, are not the route's first load): until then `placeholder` shows, the same buttons drawn
// by the server, not yet pressable (ButtonPreview).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ComponentProps, ReactNode } from "react";
import type { AddressQr } from "./AddressQr";
import type { CopyTextButton } from "./CopyTextButton";

type Placeheld<P> = P & { placeholder: ReactNode };
const drawn = ({ placeholder }: { placeholder: ReactNode }) => placeholder;

export const CopyAddressPart = lazyPart<Placeheld<ComponentProps<typeof CopyTextButton>>>(
  () => import("./CopyTextButton").then((module) => module.CopyTextButton),
  drawn,
);

export const AddressQrPart = lazyPart<Placeheld<ComponentProps<typeof AddressQr>>>(() => import("./AddressQr").then((module) => module.AddressQr), drawn);
