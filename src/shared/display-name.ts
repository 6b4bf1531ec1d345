/**
 * How a member appears to others, everywhere (forum authors, leaderboard; DECISIONS.md "Display
 * names"): 'Utilisateur #{id}', or their username only if they chose to show it.
 */
export function memberDisplayName(member: { id: number; username: string; showsName: boolean }): string {
  return member.showsName ? member.username : `Utilisateur #${member.id}`;
}
