import { XworldBindPhone } from "@/features/auth/screens/XworldBindPhone";
import { userPages } from "@/platform/user-pages";

const page = userPages.bindPhone(XworldBindPhone);
export const generateMetadata = page.generateMetadata;
export default page.Page;
