"use client";
// The shared ContactSupportButton with xworld's adapter (functions cannot cross from the server page).
import { ContactSupportButton } from "@repo/app-shell/features/feedback/ui/ContactSupportButton";
import { xworldFeedback } from "./xworld-feedback";

export const XworldContactSupportButton = () => <ContactSupportButton adapter={xworldFeedback} />;
