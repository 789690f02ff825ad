/** Chat (/chat): SPEC §2; the conversation comes with the chat feature. */
export function ChatRoute() {
  return (
    <>
      <title>Chat · Tour Partner Portal</title>
      <h1 className="text-3xl font-bold">Tour Support Chat</h1>
    </>
  );
}
