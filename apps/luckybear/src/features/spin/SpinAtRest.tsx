// The lucky wheel at rest from the server's read: the wheel, the spins left and the Spin button that
// does nothing yet (or, with no spin left, how to earn one). No client code of its own: the page's HTML,
// and the spin part's fallback until it has loaded.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { PrizeWheelFace } from "@repo/ui/prize-wheel/face";
import { SpinButton } from "./SpinButton";
import { SpinView } from "./SpinView";
import { type SpinConf, wheelSegments } from "./wheel-segments";

export function SpinAtRest({ locale, conf }: { locale: Locale; conf: SpinConf }) {
  const { t } = useLingui();
  const segments = wheelSegments(conf.prizes, locale);
  const wheel = segments.length > 0 ? <PrizeWheelFace label={t`Lucky wheel`} segments={segments} landingId={null} spins={0} /> : null;
  return <SpinView wheel={wheel} chances={conf.chances} spinButton={<SpinButton />} />;
}
