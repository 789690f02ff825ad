import { createClient } from "@supabase/supabase-js";
import { env } from "@/config/env";

/** The app's only Supabase client; every feature talks to the backend through it. */
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey);
