import { stackConfig } from "../lib/config.ts";
import { loadPlaces } from "../postgres/places.ts";

// `npm run places:load -- <database url>`: loads the place data set into a database (a hosted
// project once after deploying; the dev stack's by default).
const dbUrl = process.argv[2] ?? stackConfig("dev").adminDbUrl;
const count = await loadPlaces(dbUrl);
process.stdout.write(`loaded ${count} places\n`);
