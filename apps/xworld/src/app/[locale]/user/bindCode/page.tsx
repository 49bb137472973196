import { BindCodeScreen } from "@/features/invite-code/BindCodeScreen";
import { bindCodeMetadata } from "@/features/invite-code/invite-code-pages";
import { loadInviteBinding } from "@/features/invite-code/load-invite-binding";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => bindCodeMetadata(params);

/** Naming one's inviter by their code, once (login-required; the binding is in the HTML). */
export default async function BindCodePage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadInviteBinding);
  return <BindCodeScreen locale={locale} first={first} />;
}
