import { useParams } from "react-router-dom";
import { WaiverPage } from "@/features/guests/components/waiver-page";

export function WaiverRoute() {
  return <WaiverPage token={useParams().token ?? ""} />;
}
