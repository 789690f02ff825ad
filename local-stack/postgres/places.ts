import { createRequire } from "node:module";
import pg from "pg";

/** One ZIP code of the `zipcodes` package (lib/codes.js: the US; Canada is a separate file). */
interface ZipCode {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** The US ZIP codes with their city, state and coordinates, from the pinned npm package. */
export function usPlaces(): ZipCode[] {
  const require = createRequire(import.meta.url);
  const { codes } = require("zipcodes/lib/codes.js") as { codes: Record<string, ZipCode> };
  return Object.values(codes).filter(
    (code) => code.country === "US" && /^\d{5}$/.test(code.zip) && /^[A-Z]{2}$/.test(code.state),
  );
}

/**
 * Replaces private.places with the package's places and geocodes every partner and opportunity
 * again (private.geocode_all), in one transaction. Returns how many places were loaded.
 */
export async function loadPlaces(dbUrl: string): Promise<number> {
  const places = usPlaces();
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query("begin");
    await client.query("delete from private.places");
    await client.query(
      `insert into private.places (zip, city, state, latitude, longitude)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])`,
      [
        places.map((p) => p.zip),
        places.map((p) => p.city),
        places.map((p) => p.state),
        places.map((p) => p.latitude),
        places.map((p) => p.longitude),
      ],
    );
    await client.query("select private.geocode_all()");
    await client.query("commit");
    return places.length;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Loads the places unless the database has them already (the local stack, on each start). */
export async function loadPlacesIfMissing(dbUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select exists (select from private.places) as loaded");
    if (rows[0]?.loaded) return;
  } finally {
    await client.end();
  }
  await loadPlaces(dbUrl);
}
