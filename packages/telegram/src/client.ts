// Everything that needs the Telegram SDK, as one module loaded lazily through ./lazy once
// `isTelegram()` said yes: players outside Telegram never download the SDK.
export { onBackButtonClick, showBackButton } from "./back-button";
export { clientVersion } from "./launch";
export { openLink, openTelegramLink } from "./links";
export { requestPhone } from "./phone";
export { closeMiniApp, confirmAndClose, confirmPopup } from "./popup";
export { shareToChat } from "./share";
export { startTelegram } from "./start";
