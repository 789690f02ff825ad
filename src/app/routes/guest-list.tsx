import { useParams } from "react-router-dom";
import { GuestListPage } from "@/features/guests/components/guest-list-page";

export function GuestListRoute() {
  return <GuestListPage token={useParams().token ?? ""} />;
}
