import { LuckybearLogin } from "@/features/auth/screens/LuckybearLogin";
import { userPages } from "@/platform/user-pages";

const page = userPages.login(LuckybearLogin);
export const generateMetadata = page.generateMetadata;
export default page.Page;
