"use client";
// The pet game read by the browser: for a player the server did not read for (another login, or a login
// only Telegram or the host app knows), or when a server read failed: the pets to pick from, or the pet
// and the hunt's terms, each with a retry; a pet that is not the player's is said so, with their own to
// pick. Loaded only then (PetGameFromBrowser); otherwise the page shows the server's reads.
import { useLingui } from "@lingui/react/macro";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { petEndpoints } from "@repo/api-client/endpoints/pet";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { SkeletonText } from "@repo/ui/skeleton";
import { HuntPlay } from "./HuntPlay";
import { isOwnPet, PICK_PAGE } from "./pet-rules";
import { PetPickList } from "./PetPickList";

export function PetGameRead({ locale, petId }: { locale: Locale; petId: number | null }) {
  return petId === null ? <PickPet locale={locale} /> : <HuntWithPet locale={locale} petId={petId} />;
}

function PickPet({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const pets = useApiQuery(petEndpoints.myPets, PICK_PAGE);
  if (pets.isError && !pets.data) return <ErrorState title={t`Your pets could not load.`} onRetry={() => void pets.refetch()} retrying={pets.isFetching} />;
  return <PetPickList locale={locale} pets={pets.data?.list} />;
}

function HuntWithPet({ locale, petId }: { locale: Locale; petId: number }) {
  const { t } = useLingui();
  const userId = useSessionValue("userId");
  const detail = useApiQuery(nftEndpoints.itemDetail, { item_id: petId });
  const config = useApiQuery(petEndpoints.config, {});
  if ((detail.isError && !detail.data) || (config.isError && !config.data)) {
    const retry = () => {
      if (detail.isError) void detail.refetch();
      if (config.isError) void config.refetch();
    };
    return <ErrorState title={t`The pet game could not load.`} onRetry={retry} retrying={detail.isFetching || config.isFetching} />;
  }
  if (!detail.data || !config.data) {
    return (
      <Card>
        <SkeletonText lines={5} />
      </Card>
    );
  }
  const pet = detail.data.item;
  if (!isOwnPet(pet, userId)) {
    return (
      <>
        <FormAlert tone="warning">{t`That pet is not yours. Pick one of your own.`}</FormAlert>
        <PickPet locale={locale} />
      </>
    );
  }
  return <HuntPlay key={pet.item_id} locale={locale} pet={pet} config={config.data} />;
}
