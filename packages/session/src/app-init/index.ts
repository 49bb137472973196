// `@repo/session/app-init`: the app-start machine, its runner, the host check and the resume rule.
export {
  initialState,
  resolveAudit,
  transition,
  type InitCommand,
  type InitContext,
  type InitEvent,
  type InitState,
  type NativeCheckResult,
  type Transition,
  type UserInfoFailure,
} from "./machine";
export { classifyUserInfoError, createAppInit, NATIVE_CHECK_TIMEOUT_MS, type AppInit, type AppInitEffects } from "./runner";
export { createHostLoginReader, createNativeCheck, type NativeCheckBridge } from "./native-check";
export { syncInitState } from "./store-sync";
export { decideOnResume, onDocumentVisible, watchNativeResume, type ResumeDecision, type ResumeWatchEffects } from "./resume";
