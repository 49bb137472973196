import { LuckybearBindPhone } from "@/features/auth/screens/LuckybearBindPhone";
import { userPages } from "@/platform/user-pages";

const page = userPages.bindPhone(LuckybearBindPhone);
export const generateMetadata = page.generateMetadata;
export default page.Page;
