import { redirectAlias } from "@/features/setup/setup-pages";
import type { SearchParams } from "@/features/wallet/wallet-paths";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** The spec's bare "account" (login-required by the route table): the account's details (name, avatar, bio), at /profile/edit. */
export default async function AccountAliasPage({ params, searchParams }: Props) {
  return redirectAlias(params, searchParams, "/profile/edit");
}
