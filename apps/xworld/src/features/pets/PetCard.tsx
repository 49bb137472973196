"use client";
// One pet with its care, for the browser's read of /petV2 and the pets after the server's first page.
import { PetCardActions } from "./PetCardActions";
import { type PetCardProps, PetCardView } from "./PetCardView";

export type { PetCardProps };

export function PetCard({ renderAgain = false, ...props }: PetCardProps & { renderAgain?: boolean }) {
  return <PetCardView {...props} actions={<PetCardActions {...props} renderAgain={renderAgain} />} />;
}
