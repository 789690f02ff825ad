import { describe, expect, it } from "vitest";
import { readsAsSentence, sentencesIn, sentencesInSchemas } from "./words-in-sql.ts";

describe("no notification or e-mail sentence in supabase/schemas", () => {
  it("the schema writes types and facts only: the words are the messages catalogue's", async () => {
    expect(await sentencesInSchemas("supabase/schemas")).toEqual([]);
  });

  it("finds the words the schema used to write", () => {
    const old = `
create table public.notifications (
  id uuid primary key,
  title text not null,
  data jsonb
);
create function private.notify_assignment() returns trigger language plpgsql as $$
begin
  -- 'A comment is no sentence of the product'
  perform private.notify(new.partner_id, 'assignment', 'New opportunity assigned',
    format('You have been assigned to "%s".', o.title), jsonb_build_object('opportunityId', o.id));
  perform private.enqueue_email(a.id, 'schedule', 'tour_reminder',
    format('Tomorrow: "%s"', o.title), '{}', null, format('tour_reminder:%s', o.id),
    now() + interval '5 minutes');
  insert into public.email_outbox (user_id, kind, subject) values (a.id, 'digest', 'Your daily summary');
  return null;
end;
$$;`;
    expect(sentencesIn("old.sql", old).map((s) => `${s.line} ${s.text}`)).toEqual([
      "4 title",
      "10 New opportunity assigned",
      '11 You have been assigned to "%s".',
      '13 Tomorrow: "%s"',
      "15 subject",
      "15 Your daily summary",
    ]);
  });

  it("tells a sentence from a key, a type, a path or an interval", () => {
    for (const text of ["Bid accepted", '%s bid $%s on "%s".', "the partner's licence expired"]) {
      expect(readsAsSentence(text), text).toBe(true);
    }
    for (const text of ["opportunityId", "tour_reminder:%s:%s", "/calendar?tour=", "5 minutes"]) {
      expect(readsAsSentence(text), text).toBe(false);
    }
  });
});
