// Entry of the simulator as a plain <script> (the dev API bundles and serves it, see
// tooling/dev-api/src/bridge-simulator.ts): installs the fake host app before the page's own code
// runs, when the URL or localStorage asks for it.
import { installBridgeSimulatorFromPage } from "./index";

installBridgeSimulatorFromPage();
