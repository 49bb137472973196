"use client";
// A deposit address's copy button and QR code toggle, parts loaded after start (their code, and the
// kit's Button, are not the route's first load): until then `placeholder` shows, the same buttons drawn
// by the server, not yet pressable (ButtonPreview).
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { ComponentProps } from "react";
import type { AddressQr } from "./AddressQr";
import type { CopyTextButton } from "./CopyTextButton";

export const CopyAddressPart = placeheldPart<ComponentProps<typeof CopyTextButton>>(() => import("./CopyTextButton").then((module) => module.CopyTextButton));

export const AddressQrPart = placeheldPart<ComponentProps<typeof AddressQr>>(() => import("./AddressQr").then((module) => module.AddressQr));
