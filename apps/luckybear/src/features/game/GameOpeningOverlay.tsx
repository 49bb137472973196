import { Spinner } from "@repo/ui/spinner";

/** Over a game's artwork while the game opens (GameArt, the lobby's server-rendered tiles). */
export function GameOpeningOverlay() {
  return (
    <span className="absolute inset-0 flex items-center justify-center bg-overlay text-white">
      <Spinner size={24} />
    </span>
  );
}
