import { Link } from "react-router-dom";
import { paths } from "@/config/paths";

export function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <title>Page Not Found · Tour Partner Portal</title>
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <Link to={paths.home.path} className="btn btn-primary">
        Go to the home page
      </Link>
    </main>
  );
}
