/** The channels joined to each topic, across all sockets, for broadcast and presence fan-out. */
export class TopicHub<Member> {
  private readonly members = new Map<string, Set<Member>>();

  add(topic: string, member: Member) {
    const set = this.members.get(topic) ?? new Set<Member>();
    set.add(member);
    this.members.set(topic, set);
  }

  remove(topic: string, member: Member) {
    const set = this.members.get(topic);
    set?.delete(member);
    if (set?.size === 0) this.members.delete(topic);
  }

  membersOf(topic: string): Member[] {
    return [...(this.members.get(topic) ?? [])];
  }
}
