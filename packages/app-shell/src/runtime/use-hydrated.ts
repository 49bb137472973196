// The kit owns it (its countdowns need it too); app code keeps importing it from the runtime.
export { useHydrated } from "@repo/ui/lib/use-hydrated";
