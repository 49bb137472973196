"use client";
// The shared ContactSupportButton with luckybear's adapter (functions cannot cross from the server page).
import { ContactSupportButton } from "@repo/app-shell/features/feedback/ui/ContactSupportButton";
import { luckybearFeedback } from "./luckybear-feedback";

export const LuckybearContactSupportButton = () => <ContactSupportButton adapter={luckybearFeedback} />;
