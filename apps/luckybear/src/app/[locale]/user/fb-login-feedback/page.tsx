import { LuckybearOAuthCallback } from "@/features/auth/screens/LuckybearOAuthCallback";
import { userPages } from "@/platform/user-pages";

const page = userPages.oauthCallback(LuckybearOAuthCallback);
export const generateMetadata = page.generateMetadata;
export default page.Page;
