import { BindCodeScreen } from "@/features/invite-code/BindCodeScreen";
import { bindCodeMetadata } from "@/features/invite-code/invite-code-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => bindCodeMetadata(params);

/** Naming one's inviter by their code, once (login-required). */
export default async function BindCodePage({ params }: Props) {
  return <BindCodeScreen locale={await enterLocale(params)} />;
}
