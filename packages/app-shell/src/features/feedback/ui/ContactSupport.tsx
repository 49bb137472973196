"use client";
// "Contact support": opens the support bot through the platform (a new tab on the web, Telegram's own
// link handling in the mini app, the host's browser in the native app). The client screens' card with its
// button; the server-rendered screens compose ContactSupportCard with the brand's button part.
import type { FeedbackBrandAdapter } from "../brand-adapter";
import { ContactSupportButton } from "./ContactSupportButton";
import { ContactSupportCard } from "./ContactSupportCard";

export function ContactSupport({ adapter }: { adapter: FeedbackBrandAdapter }) {
  return <ContactSupportCard button={<ContactSupportButton adapter={adapter} />} />;
}
