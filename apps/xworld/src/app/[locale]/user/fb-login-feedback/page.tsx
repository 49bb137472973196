import { XworldOAuthCallback } from "@/features/auth/screens/XworldOAuthCallback";
import { userPages } from "@/platform/user-pages";

const page = userPages.oauthCallback(XworldOAuthCallback);
export const generateMetadata = page.generateMetadata;
export default page.Page;
