"use client";
// Copies a text (an address) to the clipboard and says so with the "Copied" toast: CopyTextButton with
// the copy icon, for client screens.
import { CopyIcon } from "@repo/ui/icons";
import { CopyTextButton } from "./CopyTextButton";

export function CopyButton({ text, label }: { text: string; label: string }) {
  return <CopyTextButton text={text} label={label} icon={<CopyIcon />} />;
}
